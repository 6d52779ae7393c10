import { useEffect, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { notFoundPage } from "#app/content/not-found.ts";
import { metaFor } from "#app/lib/page-title.ts";
import "#app/styles/not-found.css";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => metaFor("notFound");

// Answer with a real 404 status so crawlers and monitoring see the page is missing.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (staying) return;
    const timer = window.setTimeout(() => navigate("/"), notFoundPage.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, staying]);

  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="not-found__title">
        <span className="not-found__code">{notFoundPage.code}</span>
        <span className="not-found__status">{notFoundPage.status}</span>
      </h1>
      <p className="not-found__message" role="status">
        {staying ? (
          notFoundPage.stayedMessage
        ) : (
          <>
            {notFoundPage.message}
            <span className="not-found__dots" aria-hidden="true">
              <span>.</span>
              <span>.</span>
              <span>.</span>
            </span>
          </>
        )}
      </p>
      <p className="not-found__actions">
        <Link to="/">{notFoundPage.homeLinkLabel}</Link>
        {staying ? null : (
          <button type="button" className="not-found__stay" onClick={() => setStaying(true)}>
            {notFoundPage.stayLabel}
          </button>
        )}
      </p>
    </section>
  );
}
