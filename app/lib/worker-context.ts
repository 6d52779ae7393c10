import { createContext } from "react-router";

/** What the Worker hands to React Router's loaders and actions for each request. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();
