import styles from './BlogHeading.module.css';

/**
 * A blog list's heading with the line that says what it lists ("Category: Safety", the office's
 * blog title) inside it: the page's one h1 names what and where, not "Blogs" alone.
 */
export function BlogHeading({ text, caption }: { text: string; caption?: string }) {
  return (
    <h1 className={styles.heading}>
      {text}
      {caption ? (
        <>
          {' '}
          <span className={styles.caption}>{caption}</span>
        </>
      ) : null}
    </h1>
  );
}
