import type { ShouldRevalidateFunction } from "react-router";

/**
 * shouldRevalidate of the public form pages: a post answers with its own security code; reloading
 * the page's loader would only draw another one.
 */
export const keepFormPageAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
