import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import { notFoundPage } from "~/content/not-found";
import { metaFor } from "~/lib/meta";
import "~/styles/not-found.css";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => metaFor("notFound");

// Answer with a real 404 status so crawlers and monitoring see the page is missing.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/"), notFoundPage.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="not-found__title">
        <span className="not-found__code">{notFoundPage.code}</span>
        <span className="not-found__status" lang="en">
          {notFoundPage.status}
        </span>
      </h1>
      <p className="not-found__message" role="status">
        {notFoundPage.message}
        <span className="not-found__dots" aria-hidden="true">
          <span>.</span>
          <span>.</span>
          <span>.</span>
        </span>
      </p>
      <p>
        <Link to="/">{notFoundPage.homeLinkLabel}</Link>
      </p>
    </section>
  );
}
