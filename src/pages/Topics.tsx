import type { ReactElement, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from '../app/router';

/**
 * A content page's words as data: its title and lead, and its topics, each a
 * heading (whose id the table of contents and other pages link to) and the
 * blocks under it. Plain text is a message (`msg`); text with links or
 * emphasis is a `<Trans>` element.
 */
export type Text = MessageDescriptor | ReactElement;

/** A link drawn as a button, on a line of its own. */
export interface ButtonLink {
  to: string;
  label: MessageDescriptor;
  look?: 'primary' | 'secondary';
}

/** A paragraph, a list of texts, a button link, or anything else (`show`) drawn as it is. */
export type Block =
  Text | { list: readonly Text[]; ordered?: true } | { button: ButtonLink } | { show: ReactNode };

export interface Topic {
  id: string;
  title: MessageDescriptor;
  blocks: readonly Block[];
}

/** A message in the visitor's language, or the `<Trans>` element as it is. */
export function Say({ text }: { text: Text }) {
  const { i18n } = useLingui();
  // A descriptor has its message's id; an element has none.
  return 'id' in text ? i18n._(text) : text;
}

function TopicBlock({ block }: { block: Block }) {
  if ('show' in block) return block.show;
  if ('button' in block) {
    const { to, label, look } = block.button;
    return (
      <p>
        <Link className={look ? `button button--${look}` : 'button'} to={to}>
          <Say text={label} />
        </Link>
      </p>
    );
  }
  if ('list' in block) {
    const items = block.list.map((item, index) => (
      <li key={index}>
        <Say text={item} />
      </li>
    ));
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return (
    <p>
      <Say text={block} />
    </p>
  );
}

/** The page's heading and its lead paragraph. */
export function PageIntro({ title, lead }: { title: MessageDescriptor; lead: Text }) {
  return (
    <>
      <h1>
        <Say text={title} />
      </h1>
      <p className="lead">
        <Say text={lead} />
      </p>
    </>
  );
}

/** A topic's blocks, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <TopicBlock key={index} block={block} />);
}

/** A part of the page named by its h2 (`aria-labelledby`), so it is a region with that name. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: Text;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>
        <Say text={title} />
      </h2>
      {children}
    </section>
  );
}

/** The topics in the page's running text (`.prose`), each under its h2. */
export function Topics({ topics }: { topics: readonly Topic[] }) {
  return (
    <div className="prose">
      {topics.flatMap((topic) => [
        <h2 key={topic.id} id={topic.id}>
          <Say text={topic.title} />
        </h2>,
        ...topic.blocks.map((block, index) => (
          <TopicBlock key={`${topic.id}-${index}`} block={block} />
        )),
      ])}
    </div>
  );
}

/** A table of contents: a link to each topic's heading. */
export function TopicsContents({ topics, label }: { topics: readonly Topic[]; label: string }) {
  return (
    <nav aria-label={label} className="toc">
      <ul>
        {topics.map((topic) => (
          <li key={topic.id}>
            <a href={`#${topic.id}`}>
              <Say text={topic.title} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
