import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Client chunks (docs/decisions/0015): a few well-compressing files instead of ~20 small ones.
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// The chrome the root route and the layouts render on every page: header, footer, consent, translator.
const chrome = /[\\/]app[\\/]((features|shared)[\\/](layout|consent|app-prompt)|components|i18n)[\\/]/;
// Not on every page: lazy modules, page-only components (the article views: the public detail
// pages and the content editor's preview share them; decision 0156: the back office's inbox, panel
// and booked legs, the campaigns' and trips' carousel, and the public forms' and reservation pages'
// parts, which go with the forms chunk those pages load) and the catalogs (sent as loader data).
const notChrome =
  /[\\/](inbox-ui|panel|booked-legs|carousel|content-slides|form-parts|cancel-now|reservation-contacts|search-enhanced|office-map[^\\/]*|rich-text|article-views|pagination|contact-channels|form-fields|dialog|consent-dialog|consent-preferences|error-screen|reservation-details|monthly-payments)\.tsx$|[\\/]use-arrival-focus\.ts$|[\\/]i18n[\\/]messages[\\/]/;
// Our modules except route modules; domain rules stay where rolldown puts them (each page needs few).
const appModule = (id: string) =>
  /[\\/]app[\\/].*\.tsx?$/.test(id) && !/[\\/]app[\\/](routes[\\/]|root\.tsx|domain[\\/])/.test(id);

export default defineConfig({
  environments: {
    // The server build starts at our Express app, which imports React Router's server build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 3 },
                {
                  name: "shell",
                  test: (id: string) => appModule(id) && chrome.test(id) && !notChrome.test(id),
                  priority: 2,
                },
                // The form pieces (the fields, Conform's form state that the shell does not hold) and,
                // apart, the validation code (zod, Conform's zod part, the phone metadata, the schemas):
                // the driver step paints with the fields and loads the schema on the visitor's first
                // touch (decision 0151). Same priority as the forms group but before it, which would
                // take them with its modules; the fields first, so Conform's core stays with them.
                {
                  name: "form-fields",
                  test: /[\\/]components[\\/]form-fields\.tsx$|[\\/]shared[\\/]booking[\\/]date-input\.ts$|[\\/]node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/,
                  priority: 2,
                },
                {
                  name: "validation",
                  test: (id: string) =>
                    /[\\/]node_modules[\\/](zod|@conform-to[\\/]zod|libphonenumber-js)[\\/]|[\\/]app[\\/]shared[\\/](validation[\\/]|booking[\\/]driver-schema\.ts$|phone\.ts$)/.test(
                      id,
                    ),
                  priority: 2,
                },
                // The member and public forms' pieces (the fields and the validation code they share with
                // the booking driver step are the two groups above) load only on those pages, never with
                // the shell or the home page's shared chunk.
                {
                  name: "forms",
                  test: (id: string) =>
                    appModule(id) && /[\\/]app[\\/](features|shared)[\\/](members|forms)[\\/]/.test(id),
                  priority: 2,
                },
                // The model picture: the fleet page, the booking results and the back office's model
                // pages show it; left to rolldown it went into the staff chunk, and the fleet page
                // loaded the staff and forms chunks for it (issue 14, decision 0059).
                { name: "model-picture", test: /[\\/]features[\\/]fleet[\\/]model-picture\.tsx$/, priority: 3 },
                // The one dialog: the booking steps, the forms and the cookie preferences open it; left to
                // rolldown it went into the forms chunk, which the booking results would then load.
                { name: "dialog", test: /[\\/]components[\\/]dialog\.tsx$/, priority: 3 },
                // The booking steps' shared pieces, with the search's fields and the packed office list
                // the results and the route use. Not the search bar: every step shows a summary of the
                // search, and the bar only in the "change" dialog (decision 0156). Vite's preload helper
                // (every lazy import calls it) stays here, where it was: the search bar's group below
                // would take it, and every page would load the bar for it.
                {
                  name: "booking-ui",
                  test: /[\\/]features[\\/]booking[\\/]booking-ui\.tsx$|[\\/]shared[\\/]search[\\/](search-form|office-wire)\.ts$|vite[\\/]preload-helper/,
                  priority: 3,
                },
                // The search bar and what only it uses: the home page's, the fleet page's, the booking
                // page's "change" dialog (loaded when the visitor reaches for it, decision 0156). After
                // booking-ui, which keeps the search's fields: four pages share the bar, and the shared
                // group, which every booking step loads, would take it.
                {
                  name: "search-bar",
                  test: /[\\/]features[\\/]search[\\/](search-bar\.tsx|search-styles\.ts)$|[\\/]components[\\/](use-search-offices\.ts|return-advice-text\.tsx)$/,
                  priority: 3,
                },
                // The back office's pieces (decision 0034): its many routes share them, which would
                // otherwise put them in the site's shared chunk that every public page loads. The fleet
                // timeline's own code stays in its route's chunk (decision 0149): only that page uses it.
                {
                  name: "staff",
                  test: (id: string) =>
                    appModule(id) &&
                    !/[\\/]shared[\\/]staff[\\/]fleet-timeline\.ts$|[\\/]features[\\/]staff[\\/](staff-chrome\.tsx|staff-nav\.ts|filter-bar\.tsx)$/.test(
                      id,
                    ) &&
                    /[\\/]app[\\/]((features|shared)[\\/](staff|desk|desk-inbox|api-clients|reports|api|campaign-editor|content-editor|prices|fleet-models|units)|domain[\\/]content)[\\/]/.test(
                      id,
                    ),
                  priority: 2,
                },
                // Pure rules several chunks use (money, dates, phone checks): one small chunk of their own,
                // so a page never loads the forms chunk just for a formatter.
                {
                  name: "rules",
                  // The content editor's rules (domain/content) are the back office's alone.
                  // A monthly rental's plan is the payment step's and the back office's alone.
                  test: (id: string) =>
                    /[\\/]app[\\/]domain[\\/]/.test(id) &&
                    !/[\\/]domain[\\/](content[\\/]|rental[\\/]monthly-plan\.ts$)/.test(id),
                  minShareCount: 2,
                  priority: 4,
                },
                // What the staff layout draws on every back-office page (its chrome and menu) and the
                // filter bar most lists use: small, so a page that needs nothing else of the back
                // office (the fleet timeline) does not load the staff chunk for it (decision 0149). Priority 1,
                // below the shell: a group takes its modules' imports with it, and the shell's pieces it
                // imports (the XSRF field, links) must stay in the shell the public pages load.
                {
                  name: "staff-chrome",
                  test: /[\\/]features[\\/]staff[\\/](staff-chrome\.tsx|staff-nav\.ts|filter-bar\.tsx)$/,
                  priority: 1,
                },
                // Modules four or more route modules share (search bar, cards, banner, route meta).
                {
                  name: "shared",
                  test: (id: string) => appModule(id) && !notChrome.test(id),
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
