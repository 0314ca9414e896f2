import { atom } from 'nanostores';
import { type Language, localeCookie } from './languages';

/**
 * The language the creator chose on this page. Every island and element listens to it, so one switcher
 * changes them all without a reload (DESIGN state: shared client state lives in nanostores).
 */
export const $chosenLanguage = atom<Language | null>(null);

/** Stores the choice in the locale cookie, sets `<html lang>` and tells every listener (spec 4 "Language"). */
export function chooseLanguage(language: Language): void {
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie must be readable by the server on the next request.
    document.cookie = localeCookie(language);
    document.documentElement.lang = language;
  }
  $chosenLanguage.set(language);
}
