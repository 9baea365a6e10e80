import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { MessageValues } from "./translate";
import { useT } from "./use-t";

export interface TransProps {
  /** The English text, with numbered tags around the parts drawn by `components`: "Read our <0>privacy policy</0>." */
  message: string;
  values?: MessageValues;
  /** Tag number -> the element that draws it (a link, <strong>); its children become the tagged text. */
  components: Record<number, ReactElement>;
}

/**
 * A translated sentence with links or emphasis inside it, kept as one message so a translator can move
 * the link to where their language puts it.
 */
export function Trans({ message, values, components }: TransProps) {
  const t = useT();
  return <>{formatElements(t(message, values), components)}</>;
}

const TAG = /<(\d+)>|<\/(\d+)>|<(\d+)\/>/g;

interface Open {
  tag: number | null;
  children: ReactNode[];
}

/** Turns "a <0>b</0> c <1/>" into text and the given elements, nested as the tags nest. */
export function formatElements(text: string, components: Record<number, ReactElement>): ReactNode[] {
  const stack: Open[] = [{ tag: null, children: [] }];
  let key = 0;
  let last = 0;
  const top = () => stack[stack.length - 1]!;
  const place = (tag: number, children: ReactNode[]) => {
    const component = components[tag];
    top().children.push(component ? cloneElement(component, { key: key++ }, ...(children.length > 0 ? children : [])) : <Fragment key={key++}>{children}</Fragment>);
  };
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) top().children.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, opening, closing, selfClosing] = match;
    if (opening !== undefined) stack.push({ tag: Number(opening), children: [] });
    else if (selfClosing !== undefined) place(Number(selfClosing), []);
    else if (stack.length > 1 && top().tag === Number(closing)) {
      const open = stack.pop()!;
      place(open.tag!, open.children);
    }
  }
  if (last < text.length) top().children.push(text.slice(last));
  // A tag left open (a mistyped translation) keeps its text rather than losing it.
  while (stack.length > 1) {
    const open = stack.pop()!;
    top().children.push(...open.children);
  }
  return stack[0]!.children;
}
