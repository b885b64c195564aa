import type { Endpoint } from '@booking/shared/api';

/** An entry of the endpoint table as the router's URL: its `{id}` and `{file}` become `:id` and `:file`. */
export const route = (entry: Pick<Endpoint, 'path'>): string => entry.path.replace(/\{(id|file)\}/g, ':$1');

/** The path before an entry's parameter: the prefix of a scope that serves every `{id}` or `{file}`. */
export const prefixOf = (entry: Pick<Endpoint, 'path'>): string => entry.path.slice(0, entry.path.indexOf('/{'));

/** An entry's path with its parameter filled in (encoded). */
export const pathOf = (entry: Pick<Endpoint, 'path'>, param: string): string =>
  entry.path.replace(/\{(id|file)\}/, encodeURIComponent(param));
