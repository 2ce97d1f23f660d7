import { createContext, useContext } from 'react';
import type { I18n } from '@lingui/core';
import type { LivePageData } from '../../domain/page-render';

/**
 * What the server read for the page it renders (decision 0172): content pages
 * are rendered per request with their live data, so that the browser needs
 * no JavaScript to show them. In the browser (a page reached inside the
 * app) the context is empty and the hooks fetch as before.
 */
export interface PageData extends LivePageData {
  /** The language to suggest (Accept-Language, unless the visitor chose), with its words loaded. */
  suggestion?: { language: string; i18n: I18n };
}

export const PageDataContext = createContext<PageData>({});

export const usePageData = (): PageData => useContext(PageDataContext);
