import { Fragment } from "react";
import type { Inline, LegalBlock } from "#app/content/legal-notice.ts";

/**
 * Text with its links; every link here leaves the site or opens a mail or phone app. A phone
 * number or an e-mail address reads left to right in every language, isolated from an Arabic
 * sentence, which would otherwise reorder its groups of digits.
 */
function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed run of text and links that never reorders.
    <Fragment key={index}>
      {typeof part === "string" ? (
        <MarkedLanguages text={part} />
      ) : (
        <a href={part.href}>{/^(tel|mailto):/.test(part.href) ? <bdi dir="ltr">{part.text}</bdi> : part.text}</a>
      )}
    </Fragment>
  ));
}

/** `{fr:registre du commerce}`: a phrase quoted in another language, marked with its `lang` (WCAG 3.1.2). */
const quotedPhrase = /\{(fr|en|ar):([^{}]+)\}/g;

/** A text whose quoted phrases in another language carry their `lang`. */
function MarkedLanguages({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(quotedPhrase)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} lang={match[1]}>
        {match[2]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="legal__list">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static items in a fixed order.
            <li key={index}>
              <InlineText content={item} />
            </li>
          ))}
        </ul>
      );
    case "fields":
      return (
        <dl className="legal__fields">
          {block.fields.map((field) => (
            <div key={field.label} className="legal__field">
              <dt>
                <MarkedLanguages text={field.label} />
              </dt>
              <dd>
                <InlineText content={field.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** The paragraphs, lists and label–value pairs of the legal notice. */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static blocks in a fixed order.
    <LegalBlockView key={index} block={block} />
  ));
}
