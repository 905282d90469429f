// The shell's runtime config for apps on this machine, built from the (overridable) ports. This is
// what `npm start` and `npm run dev` serve as /config.json; deployments serve their own file.
const { apps, contentApi, portOf } = require('../apps.config');

/**
 * With `releases`, each remote is named by its release file (release.json on its host, which says
 * which published build is live: `npm start`); without, by the manifest of the one build its host
 * serves (the development servers of `npm run dev`).
 * @param {NodeJS.ProcessEnv} [env]
 */
function localRuntimeConfig(env = process.env, { releases = false } = {}) {
  const host = env.PUBLIC_HOST || 'localhost';
  const api = `http://${host}:${portOf(contentApi, env)}`;
  const manifest = (app) => `http://${host}:${portOf(app, env)}/${releases ? 'release.json' : 'mf-manifest.json'}`;
  return {
    remotes: { franchise: manifest(apps.franchise), blog: manifest(apps.blog), catalog: manifest(apps.catalog) },
    contentApiBaseUrl: api,
    subscriptionKey: env.CONTENT_API_SUBSCRIPTION_KEY || 'local-dev-key',
    mediaHost: `${api}/media/`,
    schedulingUrl: `${api}/scheduling`,
  };
}

module.exports = { localRuntimeConfig };
