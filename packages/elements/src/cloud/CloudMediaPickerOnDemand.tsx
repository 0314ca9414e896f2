import { lazy } from 'react';

/**
 * The cloud picker, loaded when a screen first shows it (adding medias to a message): the screens that offer it
 * do not carry the collections and the media grid in their first load. Render it inside a `Suspense`.
 */
export const CloudMediaPickerOnDemand = lazy(() =>
  import('./CloudMediaPicker').then((module) => ({ default: module.CloudMediaPicker })),
);
