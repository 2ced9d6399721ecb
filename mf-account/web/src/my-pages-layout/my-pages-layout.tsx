import type { ReactNode } from 'react';
import { MyPagesNav } from './my-pages-nav';
import '../styles/my-pages.css';
import '../styles/focus.css';
import './my-pages-layout.css';

/** Every page of my pages: the navigation beside (on small screens above) the page's own content. */
export function MyPagesLayout({ url, children }: { url: string; children: ReactNode }) {
  return (
    <div className="a_MyPages">
      <MyPagesNav currentUrl={url} />
      <div className="a_MyPages__content">{children}</div>
    </div>
  );
}
