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
        part
      ) : (
        <a href={part.href}>{/^(tel|mailto):/.test(part.href) ? <bdi dir="ltr">{part.text}</bdi> : part.text}</a>
      )}
    </Fragment>
  ));
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
              <dt>{field.label}</dt>
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
