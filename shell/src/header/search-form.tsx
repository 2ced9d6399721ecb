import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '../routing/router';
import { usePhrase } from '@storefront/platform';
import { SearchIcon } from '../app/icons';
import './search-form.css';

/** A plain GET /search?q= form; works without JavaScript and navigates client-side with it. */
export function SearchForm() {
  const t = usePhrase();
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/search?${new URLSearchParams({ q })}`);
  };

  return (
    <form className="s_SearchForm" role="search" action="/search" method="get" onSubmit={submit}>
      <label className="p_visually-hidden" htmlFor={id}>
        {t('/Shell/Search/Label')}
      </label>
      <input
        id={id}
        className="s_SearchForm__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('/Shell/Search/Placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="s_SearchForm__submit" type="submit">
        <SearchIcon />
        <span className="p_visually-hidden">{t('/Shell/Search/Submit')}</span>
      </button>
    </form>
  );
}
