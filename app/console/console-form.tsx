import { useRouteLoaderData } from "react-router";
import { formTokenField } from "#app/console/console-service.ts";

/**
 * A plain form that posts to the current address with the session's form token (decision 024):
 * no script, so it works the same in every browser and with JavaScript off.
 */
export function ConsoleForm({ children, className }: { children: React.ReactNode; className?: string }) {
  const layout = useRouteLoaderData<{ formToken: string }>("console/layout");
  return (
    <form method="post" className={className}>
      <input type="hidden" name={formTokenField} value={layout?.formToken ?? ""} />
      {children}
    </form>
  );
}
