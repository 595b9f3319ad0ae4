import { createElement, type ReactNode } from "react";
import { Link } from "react-router";
import { INFO_TAGS, isInternalHref, safeUrl, type InfoElement, type InfoNode } from "#app/lib/markdown.ts";
import * as styles from "./info-markdown.css.ts";

const TAGS = new Set<string>(INFO_TAGS);

function renderChildren(nodes: readonly InfoNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index));
}

function renderLink(element: InfoElement, key: number): ReactNode {
  const children = renderChildren(element.children);
  const href = element.props?.href === undefined ? undefined : safeUrl(element.props.href);
  // A link whose address was refused (e.g. `javascript:`) stays as its plain text.
  if (!href) return <span key={key}>{children}</span>;
  const title = element.props?.title;
  if (isInternalHref(href)) {
    return (
      <Link key={key} to={href} title={title}>
        {children}
      </Link>
    );
  }
  return (
    <a key={key} href={href} title={title} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function renderNode(node: InfoNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  if (!TAGS.has(node.tag)) return null;
  if (node.tag === "a") return renderLink(node, key);
  if (node.tag === "img") {
    const src = node.props?.src === undefined ? undefined : safeUrl(node.props.src);
    if (!src) return null;
    return (
      <img
        key={key}
        className={styles.image}
        src={src}
        alt={node.props?.alt ?? ""}
        title={node.props?.title}
        loading="lazy"
        decoding="async"
      />
    );
  }
  // The page's own title is the only h1: a top-level markdown heading becomes a section heading.
  const tag = node.tag === "h1" ? "h2" : node.tag;
  const { start, className, title } = node.props ?? {};
  const props = { key, start, className, title };
  if (tag === "hr" || tag === "br") return createElement(tag, props);
  return createElement(tag, props, ...renderChildren(node.children));
}

export interface InfoMarkdownProps {
  nodes: readonly InfoNode[];
}

export function InfoMarkdown({ nodes }: InfoMarkdownProps) {
  return <div className={styles.root}>{renderChildren(nodes)}</div>;
}
