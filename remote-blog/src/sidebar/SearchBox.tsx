import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '../rules/blog-links';
import styles from './Sidebar.module.css';

/**
 * The sidebar search: opens /blog/search/{words}. Without JavaScript the form itself is sent to
 * /blog/search?q=words, which shows the same results.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const inputId = useId();
  const [words, setWords] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (words.trim() !== '') navigate(searchPath(words));
  };
  return (
    <form role="search" aria-label="Search the blog" className={styles.search} action="/blog/search" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the blog
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder="Search …"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        required
      />
      <button type="submit">Search</button>
    </form>
  );
}
