import { Fragment, createElement, type ReactNode } from 'react';

export interface TextSegment {
  text: string;
  bold: boolean;
}

const BOLD = /\*\*([\s\S]+?)\*\*/g;
const CHECK_MARK = /[✓✔]/;

/**
 * Splits text on `**...**`. The enclosed text is bold unless it contains a check mark (✓ or ✔),
 * in which case it is shown plain, without the asterisks (spec section 2).
 */
export function boldSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const push = (part: string, bold: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.bold === bold) last.text += part;
    else segments.push({ text: part, bold });
  };
  let at = 0;
  for (const match of text.matchAll(BOLD)) {
    push(text.slice(at, match.index), false);
    const inner = match[1]!;
    push(inner, !CHECK_MARK.test(inner));
    at = match.index + match[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

function withLineBreaks(text: string, keyPrefix: string): ReactNode[] {
  return text
    .split('\n')
    .flatMap((line, i) => (i === 0 ? [line] : [createElement('br', { key: `${keyPrefix}-br${i}` }), line]));
}

/**
 * Text written by the analysis or the chat as React nodes: `**bold**` as <strong> (check mark
 * exception) and line breaks as <br>.
 */
export function renderBold(text: string): ReactNode {
  return boldSegments(text).map((segment, i) =>
    segment.bold
      ? createElement('strong', { key: i }, ...withLineBreaks(segment.text, `s${i}`))
      : createElement(Fragment, { key: i }, ...withLineBreaks(segment.text, `t${i}`)),
  );
}
