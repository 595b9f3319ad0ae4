import { Fragment, isValidElement, type ReactNode } from "react";
import Markdown from "react-markdown";
import { INFO_TAGS, safeUrl, type InfoElement, type InfoNode, type InfoProps, type InfoTag } from "./markdown.ts";

const TAGS = new Set<string>(INFO_TAGS);

function urlTransform(value: string): string | undefined {
  return safeUrl(value);
}

function keptProps(props: Record<string, unknown>): InfoProps | undefined {
  const kept: InfoProps = {};
  for (const key of ["href", "src", "alt", "title", "className"] as const) {
    const value = props[key];
    if (typeof value === "string") kept[key] = value;
  }
  if (typeof props.start === "number") kept.start = props.start;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function toNodes(node: ReactNode): InfoNode[] {
  if (typeof node === "string") return node === "" ? [] : [node];
  if (typeof node === "number") return [String(node)];
  if (Array.isArray(node)) return node.flatMap(toNodes);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const children = toNodes(node.props.children);
  if (node.type === Fragment || typeof node.type !== "string" || !TAGS.has(node.type)) return children;
  const element: InfoElement = { tag: node.type as InfoTag };
  const props = keptProps(node.props as Record<string, unknown>);
  if (props) element.props = props;
  if (children.length > 0) element.children = children;
  return [element];
}

// The site's texts (info, About, build notes, diary entries) rarely change: recent renderings are kept, a few dozen.
const CACHE_SIZE = 64;
const cache = new Map<string, InfoNode[]>();

export function renderInfoMarkdown(content: string): InfoNode[] {
  const cached = cache.get(content);
  if (cached) return cached;
  const element = Markdown({
    children: content,
    skipHtml: true,
    urlTransform,
    allowedElements: INFO_TAGS,
    unwrapDisallowed: true,
  });
  const nodes = toNodes(element);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(content, nodes);
  return nodes;
}
