import { Slot } from 'radix-ui';
import * as React from 'react';
import type * as Parts from './dropdown-menu-parts';

/**
 * Menus on demand (issue 3/7's 170 KB for the dashboard): a menu's code — Radix's menu, focus scope,
 * roving focus and collection, about 16 KB gzip — is fetched when a pointer or the keyboard first
 * reaches a menu's button, not with the page. Until then the button is drawn as it will be; a press
 * (pointer down, Enter, Space, Arrow Down) before the code has arrived opens the menu once it has.
 * The parts keep Radix's API (dropdown-menu-parts.tsx).
 */
type PartsModule = typeof Parts;

let parts: PartsModule | undefined;
let loading: Promise<PartsModule> | undefined;
const subscribers = new Set<() => void>();

/** Fetches the menus' code now (component tests start with it, as a page does once idle). */
export function loadParts(): Promise<PartsModule> {
  loading ??= import('./dropdown-menu-parts').then((module) => {
    parts = module;
    for (const notify of subscribers) notify();
    return module;
  });
  return loading;
}

function useParts(): PartsModule | undefined {
  return React.useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => parts,
    () => parts,
  );
}

/**
 * Asks for the menus' code once the page is idle, when a menu is first drawn: by the time a person
 * reaches for a menu, its code is usually there, off the first page's critical path.
 */
function useIdlePreload() {
  React.useEffect(() => {
    if (parts || loading) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadParts());
  }, []);
}

interface MenuState {
  /** Pressed before the code arrived: by the pointer, or by this key. */
  press: (by: 'pointer' | string) => void;
  /** A key that opened the menu before its code arrived: sent again to Radix's button. */
  pendingKey: React.RefObject<string | null>;
  /** The button drawn before the code arrived. */
  plain: React.RefObject<HTMLElement | null>;
  /** Set when that button had the focus as the code arrived: Radix's button takes it over. */
  refocus: React.RefObject<boolean>;
}

const MenuContext = React.createContext<MenuState | null>(null);

export function DropdownMenu(props: React.ComponentProps<PartsModule['DropdownMenu']>) {
  const loaded = useParts();
  useIdlePreload();
  const [pressed, setPressed] = React.useState(false);
  const pendingKey = React.useRef<string | null>(null);
  const plain = React.useRef<HTMLElement | null>(null);
  const refocus = React.useRef(false);
  const drawnWith = React.useRef(loaded);
  if (loaded && !drawnWith.current) {
    // Radix's button replaces the one drawn so far: it keeps the focus the person left there.
    drawnWith.current = loaded;
    refocus.current = plain.current !== null && plain.current === document.activeElement;
  }
  const press = React.useCallback((by: 'pointer' | string) => {
    // A pointer opens the menu as it arrives; a key is handed to Radix's button, which then opens
    // it from the keyboard (focus on the first item, as Radix does).
    if (by === 'pointer') setPressed(true);
    else pendingKey.current = by;
    void loadParts();
  }, []);
  const state = React.useMemo(() => ({ press, pendingKey, plain, refocus }), [press]);
  const opened = loaded && pressed && props.open === undefined ? { defaultOpen: true } : {};
  return (
    <MenuContext.Provider value={state}>
      {loaded ? <loaded.DropdownMenu {...opened} {...props} /> : props.children}
    </MenuContext.Provider>
  );
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type Ref<T> = React.Ref<T> | undefined;

/** One ref callback that sets every ref given. */
export function composeRefs<T>(...refs: Ref<T>[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as React.RefObject<T | null>).current = node;
    }
  };
}

export function DropdownMenuTrigger({
  asChild,
  onPointerEnter,
  onFocus,
  onPointerDown,
  onKeyDown,
  ref,
  ...props
}: React.ComponentProps<PartsModule['DropdownMenuTrigger']>) {
  const loaded = useParts();
  const menu = React.useContext(MenuContext);
  const handlers = { onPointerEnter, onFocus, onPointerDown, onKeyDown };
  if (loaded) {
    const keepFocus = (node: HTMLButtonElement | null) => {
      if (!node || !menu) return;
      const key = menu.pendingKey.current;
      if (menu.refocus.current || key) {
        menu.refocus.current = false;
        node.focus();
      }
      if (key) {
        menu.pendingKey.current = null;
        queueMicrotask(() => node.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
      }
    };
    return (
      <loaded.DropdownMenuTrigger
        asChild={asChild}
        {...handlers}
        {...props}
        ref={composeRefs(ref, keepFocus)}
      />
    );
  }
  const Button = asChild ? Slot.Root : 'button';
  return (
    <Button
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      ref={composeRefs(ref, (node: HTMLButtonElement | null) => {
        if (menu) menu.plain.current = node;
      })}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadParts();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadParts();
      }}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey) menu?.press('pointer');
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          menu?.press(event.key);
        }
      }}
    />
  );
}

/* Parts shown only inside an open menu: nothing until the menu's code has arrived. */

export function DropdownMenuContent(props: React.ComponentProps<PartsModule['DropdownMenuContent']>) {
  const loaded = useParts();
  return loaded ? <loaded.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuItem(props: React.ComponentProps<PartsModule['DropdownMenuItem']>) {
  const loaded = useParts();
  return loaded ? <loaded.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuLabel(props: React.ComponentProps<PartsModule['DropdownMenuLabel']>) {
  const loaded = useParts();
  return loaded ? <loaded.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: React.ComponentProps<PartsModule['DropdownMenuSeparator']>) {
  const loaded = useParts();
  return loaded ? <loaded.DropdownMenuSeparator {...props} /> : null;
}
