import { Button, usePhrase } from '@storefront/platform';
import type { DirectMessage } from '../../../contract/direct-messages';
import { FormAlert } from '../forms/form-alert';
import { PostDate } from '../post-date/post-date';
import '../post-author/post-meta.css';

export interface MessageLogProps {
  /** Oldest first. */
  messages: readonly DirectMessage[];
  ownProfileId: string;
  /** Who the reader writes with. */
  name: string;
  /** The heading that names the conversation. */
  labelledBy: string;
  hasEarlier: boolean;
  onShowEarlier(): unknown;
  /** What went wrong reading the earlier ones. */
  problem: string;
  refFor(messageId: string): (element: HTMLElement | null) => void;
}

/**
 * A conversation's messages read so far, oldest at the top, each with who wrote it ("You" or their name) and when, in
 * a log, so that a screen reader says each new one; "Show earlier messages" above them while there are more.
 */
export function MessageLog({ messages, ownProfileId, name, labelledBy, hasEarlier, onShowEarlier, problem, refFor }: MessageLogProps) {
  const t = usePhrase();
  return (
    <>
      {hasEarlier && (
        <Button variant="secondary" className="o_MessageLog__earlier" onClick={onShowEarlier}>
          {t('/Social/Messages/ShowEarlier')}
        </Button>
      )}
      <FormAlert text={problem} />
      <div className="o_MessageLog" role="log" aria-labelledby={labelledBy}>
        <ol className="o_MessageLog__list">
          {messages.map((message) => {
            const isOwn = message.authorProfileId === ownProfileId;
            return (
              <li key={message.messageId} ref={refFor(message.messageId)} tabIndex={-1} className={isOwn ? 'o_Message o_Message--own' : 'o_Message'}>
                <p className="o_PostMeta">
                  <span className="o_PostMeta__author">{isOwn ? t('/Social/Messages/You') : name}</span> <PostDate dateTime={message.sentAt} />
                </p>
                <p className="o_Message__text">{message.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
