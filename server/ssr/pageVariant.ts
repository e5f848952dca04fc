import type { Request } from 'express';
import type { PageVariant } from '../../common/pageRendering';

/** The request headers a visitor's page is rendered by (PageVariant), as its `Vary` names them. */
export const PAGE_VARIANT_HEADERS = 'Save-Data';

/** What of the request a visitor's page is rendered by: `Save-Data: on`, its token read in any case and before any parameter. */
export function pageVariantOf(request: Request): PageVariant {
  const [token = ''] = (request.get('Save-Data') ?? '').split(';');
  return { saveData: token.trim().toLowerCase() === 'on' };
}
