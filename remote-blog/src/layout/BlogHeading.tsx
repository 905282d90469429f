import styles from './BlogHeading.module.css';

/** A blog list's heading and the line under it ("Category: Safety", the office's blog title). */
export function BlogHeading({ text, caption }: { text: string; caption?: string }) {
  return (
    <>
      <h1 className={styles.heading}>{text}</h1>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
    </>
  );
}
