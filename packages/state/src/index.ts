/**
 * Client state shared across the shell and every micro-frontend. This package is a federation
 * singleton, so each atom below has one identity app-wide; the shell owns the one store.
 * Server data never lives here (TanStack Query holds it).
 */
import { atom, createStore } from "jotai";

/** The app's single jotai store; only the shell passes it to <Provider store>. */
export const appStore = createStore();

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

/** One toast visible at a time (docs/product-rules.md#screens-and-texts): a new toast replaces the current one. */
export const toastAtom = atom<Toast | null>(null);

export const mobileMenuOpenAtom = atom(false);
