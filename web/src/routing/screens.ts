import type { ComponentType } from 'react';
import { matchAppPage, NOT_FOUND_SCREEN } from '../../../common/appPages';
import type { PageReads } from './pageReads';

type ScreenModule = { default: ComponentType; pageReads?: PageReads };

const screenModules = import.meta.glob<ScreenModule>(['../pages/**/*Page.tsx', '!../pages/RouteErrorPage.tsx']);

const loaded = new Map<string, ScreenModule>();

/** A screen's code failed to load after the app had started: most often a newer version was deployed and this one's files are gone. */
export class ScreenGoneError extends Error {}

/**
 * Loads the screen's module, pages/`screen`.tsx (common/appPages.ts), once; each page downloads only
 * its own code. A failure once a screen has loaded is a ScreenGoneError.
 */
export async function loadScreen(screen: string): Promise<void> {
  if (loaded.has(screen)) return;
  const load = screenModules[`../pages/${screen}.tsx`];
  if (!load) throw new Error(`common/appPages.ts names a screen that does not exist: pages/${screen}.tsx`);
  let module: ScreenModule;
  try {
    module = await load();
  } catch (error) {
    throw loaded.size > 0 ? new ScreenGoneError(`The code of pages/${screen}.tsx could not be loaded`, { cause: error }) : error;
  }
  loaded.set(screen, module);
}

/** A screen whose module has loaded (loadScreen). */
export function loadedScreen(screen: string): ComponentType {
  const module = loaded.get(screen);
  if (!module) throw new Error(`pages/${screen}.tsx is shown before its code was loaded`);
  return module.default;
}

/** What a loaded screen reads on its first render, when its module says (pageReads.ts). */
export function screenReads(screen: string): PageReads | undefined {
  return loaded.get(screen)?.pageReads;
}

/** The screen of the page at `pathname`: the not-found page's for an address that is no page. */
export function screenAt(pathname: string): string {
  return matchAppPage(pathname)?.page.screen ?? NOT_FOUND_SCREEN;
}

/** The screen's module as the build's manifest names it, for the server to link its styles. */
export function screenModuleId(screen: string): string {
  return `src/pages/${screen}.tsx`;
}
