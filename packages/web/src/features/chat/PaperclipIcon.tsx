import { LineIcon } from '../../components/LineIcon.js';

/** The attach symbol. */
export function PaperclipIcon() {
  return (
    <LineIcon size={18} strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l8-8" />
    </LineIcon>
  );
}
