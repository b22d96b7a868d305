// The page around a public form: the banner, a lead paragraph, the form (its fields in the marked
// look: required and optional marks), and the contact channels.
import type { ReactNode } from "react";
import { MarkedFields } from "#app/components/form-fields.tsx";
import { Banner } from "#app/components/banner.tsx";
import { ContactChannels } from "#app/components/contact-channels.tsx";

export function FormPageLayout({
  title,
  subtitle,
  scene,
  lead,
  children,
  aside,
}: {
  title: string;
  subtitle: string;
  scene: string;
  lead: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <main id="main">
      <Banner title={title} subtitle={subtitle} scene={scene} height={280} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <p className="max-w-prose text-lg text-slate-700 dark:text-slate-300">{lead}</p>
          <MarkedFields>{children}</MarkedFields>
        </div>
        {aside ? <aside className="min-w-0 space-y-6">{aside}</aside> : null}
      </div>
      <ContactChannels />
    </main>
  );
}
