import { MESSAGES } from "../../i18n/messages";
export const MAIN_CONTENT_ID = "main";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-box focus:bg-base-100 focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {MESSAGES.nav.skipToContent}
    </a>
  );
}
