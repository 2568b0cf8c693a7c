/**
 * What a member wrote (a Q&A question, a review), shown as text: React escapes it, and
 * `white-space: pre-line` keeps the member's line breaks. Never HTML (issue 10); merchant HTML
 * goes through `Html` and the sanitiser instead.
 */
export function MemberText({ text, className = '' }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-line break-words ${className}`.trim()}>{text}</p>;
}
