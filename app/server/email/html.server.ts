// Text put into e-mail HTML: every value is escaped, so a name or message cannot add markup. One
// rule for e-mails, server pages and the markup the booking page writes as text (decision 0175).
export { escapeHtml } from "#app/shared/html/html.ts";
