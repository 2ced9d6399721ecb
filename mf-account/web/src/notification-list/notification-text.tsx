import type { NotificationText as NotificationTextModel, NotificationTextPart } from '@storefront/platform';

const partClass = (part: NotificationTextPart) =>
  [
    'a_NotificationText__part',
    part.bold && 'a_NotificationText__part--bold',
    part.underline && 'a_NotificationText__part--underline',
    part.italic && 'a_NotificationText__part--italic',
    part.dimmed && 'a_NotificationText__part--dimmed',
  ]
    .filter(Boolean)
    .join(' ');

/** A notification's text: its parts as plain text with their styling, never as HTML. */
export function NotificationText({ text }: { text: NotificationTextModel }) {
  const Tag = text.tag === 'span' ? 'span' : 'p';
  return (
    <Tag className={`a_NotificationText a_NotificationText--${text.alignment ?? 'left'}`}>
      {text.children.map((part, index) => (
        <span key={index} className={partClass(part)}>
          {part.text}
        </span>
      ))}
    </Tag>
  );
}
