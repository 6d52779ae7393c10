import { replace } from "react-router";

// Any path no route claims goes to /404, replacing the history entry (spec §2).
export function loader() {
  throw replace("/404");
}

export default function UnknownPath() {
  return null;
}
