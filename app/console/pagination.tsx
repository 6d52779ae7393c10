import { inboxCopy } from "#app/content/console.ts";

/** Previous and next links that keep the query (the search), or nothing on a single page. */
export function Pagination({
  page,
  pageCount,
  query,
}: {
  page: number;
  pageCount: number;
  query: Record<string, string>;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => `?${new URLSearchParams({ ...query, page: String(target) })}`;
  return (
    <nav aria-label={inboxCopy.pagination} className="console-pagination">
      {page > 1 ? <a href={href(page - 1)}>{inboxCopy.previous}</a> : null}
      <span>{inboxCopy.pageOf(page, pageCount)}</span>
      {page < pageCount ? <a href={href(page + 1)}>{inboxCopy.next}</a> : null}
    </nav>
  );
}
