import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import { useFetchers, useNavigation } from "react-router";
import { neededInFirstHtml } from "./first-html-code.ts";
import { actOn, addressHash, holdUntilHydrated, lastActedOn, wakePageOn, wantPageAtLoad } from "./page-in-use.ts";

/** A server-rendered part whose code comes when it is needed (docs/decisions/031). */
export interface OnDemandOptions {
  find: () => Element | null;
  /** Also fetch the code once the element is within about a screen of the viewport. */
  view?: boolean;
  events?: readonly string[];
}

export interface OnDemandPartOptions<P> extends OnDemandOptions {
  eager?: (props: P) => boolean;
  /** The address or a stored setting needs the code before any action (asked at load and on each render). */
  atLoad?: () => boolean;
}

// A pointer over the part is the first sign of an action: its code has the time of the move to arrive.
const ACTIONS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;
const noSubscription = () => () => {};

// An element given as a prop (the article's calculator) is made anew by each render of the route.
const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (isValidElement(a) &&
    isValidElement(b) &&
    a.type === b.type &&
    a.key === b.key &&
    sameProps(a.props as object, b.props as object));
const sameProps = (a: object, b: object): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => sameValue(value, (b as Record<string, unknown>)[key]));

interface PropsStore<P> {
  first: P;
  current: P;
  listeners: Set<() => void>;
}

export function hydrateOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { find, view = false, events = [], eager, atLoad }: OnDemandPartOptions<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) neededInFirstHtml(() => fetchCode().catch(() => undefined));
  else {
    wakePageOn({ find, events });
    if (atLoad) wantPageAtLoad(atLoad);
  }

  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let hydrated = () => {};
  const watch = () => {
    const element = find();
    const hash = addressHash();
    const hashTarget = hash ? document.getElementById(hash) : null;
    // A link to what only the part can load (an older comment) needs its code at once.
    if (hash && !hashTarget) return open();
    if (!element) return;
    // On the window: React's own listener on the document stops the events that reach a part it has not hydrated.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onAction = () => {
      observer?.disconnect();
      for (const type of [...ACTIONS, ...events]) window.removeEventListener(type, onEvent, true);
      open();
    };
    const onEvent = (event: Event) => {
      if (!inside(event)) return;
      actOn(event.target as Node);
      onAction();
    };
    // A button or form React has not hydrated: held, and given again once it has (the page's own hold comes first).
    const onPress = (event: Event) => {
      const held = inside(event) ? holdUntilHydrated(event) : null;
      if (!held) return;
      actOn(held);
      onAction();
    };
    hydrated = () => {
      window.removeEventListener("click", onPress, true);
      window.removeEventListener("submit", onPress, true);
    };
    for (const type of [...ACTIONS, ...events]) window.addEventListener(type, onEvent, true);
    window.addEventListener("click", onPress, true);
    window.addEventListener("submit", onPress, true);
    const observer = view
      ? new IntersectionObserver((entries) => void (entries.some((entry) => entry.isIntersecting) && onAction()), {
          rootMargin: "100% 0px",
        })
      : undefined;
    observer?.observe(element);
    const used = [hashTarget, lastActedOn(), document.activeElement].some((node) => element.contains(node));
    if (used || element.matches(":hover")) onAction();
  };

  function Live({ store }: { store: PropsStore<P> }) {
    const props = useSyncExternalStore(
      (listener) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      () => store.current,
      () => store.first,
    );
    useEffect(() => hydrated(), []);
    const Component = loaded;
    return Component ? <Component {...props} /> : null;
  }
  const Waiting = lazy(async () => {
    if (!import.meta.env.SSR) {
      watch();
      await opened;
    }
    await fetchCode();
    return { default: Live };
  });

  return function OnDemand(props: P) {
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [mountedByHydration] = useState(hydrating);
    const navigation = useNavigation();
    const fetchers = useFetchers();
    // A navigation or a form in flight re-renders the route: a dehydrated part would hold that render until it hydrates.
    if (
      !mountedByHydration ||
      eager?.(props) ||
      (!import.meta.env.SSR && atLoad?.()) ||
      navigation.state !== "idle" ||
      fetchers.some((fetcher) => fetcher.state !== "idle")
    )
      open();
    const [store] = useState<PropsStore<P>>(() => ({ first: props, current: props, listeners: new Set() }));
    useLayoutEffect(() => {
      if (sameProps(store.current, props)) return;
      store.current = props;
      for (const listener of store.listeners) listener();
      // What the server drew is out of date: only the part's code can draw the change.
      open();
    });
    // The same element on every render (new props go through the store): an update would drop the server's HTML.
    const [element] = useState(() => {
      const Inner = loaded ? Live : Waiting;
      return mountedByHydration ? (
        <Suspense fallback={null}>
          <Inner store={store} />
        </Suspense>
      ) : (
        <Inner store={store} />
      );
    });
    return element;
  };
}
