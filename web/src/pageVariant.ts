import { createContext, useContext } from 'react';
import type { PageVariant } from '../../common/pageRendering';

/**
 * What of its request the page was rendered for on the server (common/pageRendering.ts), given to
 * the browser that takes it over so its first render matches; a page the browser renders itself
 * knows nothing of its request.
 */
export const PageVariantContext = createContext<PageVariant>({ saveData: false });

export const usePageVariant = (): PageVariant => useContext(PageVariantContext);
