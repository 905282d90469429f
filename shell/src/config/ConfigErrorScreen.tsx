import { NATIONAL_PHONE, RuntimeConfigError } from '@handyman/platform';

/** Shown instead of the site when config.json is missing or malformed: says exactly what to fix. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const problems = error instanceof RuntimeConfigError ? error.problems : [String(error)];
  return (
    <main style={{ maxWidth: 720, margin: '64px auto', padding: '0 16px', lineHeight: 1.5 }}>
      <title>The site could not start</title>
      <h1 style={{ color: '#d02030' }}>The site could not start</h1>
      <p>Its runtime configuration (config.json, served beside the shell) is not usable:</p>
      <ul data-testid="config-problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        Need help with a project now? Call <a href={`tel:${NATIONAL_PHONE.tel}`}>{NATIONAL_PHONE.display}</a>.
      </p>
    </main>
  );
}
