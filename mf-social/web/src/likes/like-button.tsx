import { useRef, useState } from 'react';
import { Button, formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { LikeResponse } from '../../../contract/product-reviews';
import { useSocialEnvironment } from '../environment/social-environment';
import { useLoginRequest } from '../social-profile/login-request';
import './like-button.css';

export interface LikeButtonProps {
  /** What is liked, as its reactions' calls name it: `/api/social/posts/{postId}`, or a comment's path under it. */
  path: string;
  likeCount: number;
  liked: boolean;
  describedBy: string;
  /** Why a visitor is asked to log in (a phrase key). */
  loginText: string;
}

/**
 * "Like" on a look, a picture or a comment (a toggle: pressed while the member likes it) and how many like it; a visitor
 * is asked to log in first, and likes it once logged in. The count is the server's answer, so two tabs or a double
 * press count once.
 */
export function LikeButton({ path, likeCount, liked, describedBy, loginText }: LikeButtonProps) {
  const t = usePhrase();
  const culture = useCulture();
  const { http } = useSocialEnvironment();
  const gate = useLoginRequest();
  const [state, setState] = useState({ likeCount, liked });
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);

  const toggle = (like: boolean) => {
    if (sending.current) return;
    sending.current = true;
    http.post<LikeResponse>(`${path}/reactions/${like ? 'add' : 'remove'}`, { type: 'like' }).then(
      ({ data }) => {
        sending.current = false;
        setFailed(false);
        setState(data);
      },
      () => {
        sending.current = false;
        setFailed(true);
      },
    );
  };

  const count = <span className="o_LikeButton__count">{t('/Social/Looks/Likes', { count: formatNumber(state.likeCount, culture) })}</span>;
  // A store's own device writes nothing: it shows the count alone.
  if (!gate.canWrite) return <p className="o_LikeButton">{count}</p>;
  return (
    <p className="o_LikeButton">
      <Button
        variant="ghost"
        aria-pressed={state.liked}
        aria-describedby={describedBy}
        onClick={() => (gate.isLoggedIn ? toggle(!state.liked) : gate.requestLogin(() => toggle(true), t(loginText)))}
      >
        <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span> {t('/Social/Looks/Like')}
      </Button>{' '}
      {count}
      {failed && (
        <span className="o_LikeButton__failed" role="alert">
          {t('/Errors/Unknown')}
        </span>
      )}
    </p>
  );
}
