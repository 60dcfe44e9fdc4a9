import { paragraphs } from './text.ts';

/** Sanitised HTML from the API (blog, story and FAQ content), in the site's reading style. */
/** `dir="auto"` for text people wrote, which keeps its own direction on a page of the other (decision 030). */
type FreeTextDirection = { dir?: 'auto' };

export function RichText({
  html,
  className = '',
  dir,
}: { html: string; className?: string } & FreeTextDirection) {
  // The API sanitises this HTML before storing it (contract §11); nothing here builds it from input.
  const markup = { __html: html };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API, see above.
    <div dir={dir} className={`prose-content break-words ${className}`} dangerouslySetInnerHTML={markup} />
  );
}

/** Plain text (content pages, terms) as paragraphs: split on blank lines, shown as text, never HTML. */
export function PlainText({
  text,
  className = '',
  dir,
}: { text: string; className?: string } & FreeTextDirection) {
  return (
    <div className={`prose-content break-words ${className}`}>
      {paragraphs(text).map((paragraph, index) => (
        // Paragraphs have no ids of their own and never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index} dir={dir} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
