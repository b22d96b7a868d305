// One row of the staff list (/yonetim/personel): who, role, offices, two-step state, status, and the
// admin's change panel (role and offices, disable or enable, a new set-password link). UI only.
import { Form } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";

export type StaffPersonView = {
  id: string;
  name: string;
  email: string;
  role: string;
  officeIds: readonly number[];
  twoFactorEnabled: boolean;
  banned: boolean;
  hasPassword: boolean;
};

export type OfficeChoice = { id: number; name: string; code: string };

export function StaffPersonRow({
  person: p,
  self,
  offices,
  officeName,
  roleOptions,
  busy,
}: {
  person: StaffPersonView;
  self: boolean;
  offices: readonly OfficeChoice[];
  officeName: ReadonlyMap<number, string>;
  roleOptions: ReadonlyArray<{ value: string; label: string }>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-3">
        <span className="font-semibold">{p.name}</span> {self ? t("people.you") : null}
        <br />
        <span className="break-all">{p.email}</span>
      </td>
      <td className="py-2 pr-3">{t(`staff.roles.${p.role}` as MessageKey)}</td>
      <td className="py-2 pr-3">
        {p.officeIds.length === 0
          ? t("people.noOffices")
          : p.officeIds.map((id) => officeName.get(id) ?? String(id)).join(", ")}
      </td>
      <td className="py-2 pr-3">{p.twoFactorEnabled ? t("people.twoFactorOn") : t("people.twoFactorOff")}</td>
      <td className="py-2 pr-3">
        {p.banned ? t("people.disabled") : p.hasPassword ? t("people.active") : t("people.invited")}
      </td>
      <td className="py-2">
        {self ? null : (
          <details>
            <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-300">
              {t("people.columns.change")}
            </summary>
            <div className="mt-2 grid gap-2">
              <Form method="post" className="grid gap-2">
                <XsrfField />
                <input type="hidden" name="id" value={p.id} />
                <label className="grid gap-1">
                  <span className="text-xs font-medium">{t("people.roleLabel", { name: p.name })}</span>
                  <select name="role" defaultValue={p.role} className="rounded border px-2 py-1">
                    {roleOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <fieldset className="grid gap-1">
                  <legend className="text-xs font-medium">{t("people.officesLabel", { name: p.name })}</legend>
                  {offices.map((o) => (
                    <label key={o.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="officeIds"
                        value={o.id}
                        defaultChecked={p.officeIds.includes(o.id)}
                      />
                      {o.name} ({o.code})
                    </label>
                  ))}
                </fieldset>
                <button
                  type="submit"
                  name="intent"
                  value="role"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={t("people.saveLabel", { name: p.name })}
                >
                  {t("people.save")}
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap gap-2">
                <XsrfField />
                <input type="hidden" name="id" value={p.id} />
                <button
                  type="submit"
                  name="intent"
                  value={p.banned ? "enable" : "disable"}
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={t(p.banned ? "people.enableLabel" : "people.disableLabel", {
                    name: p.name,
                  })}
                >
                  {t(p.banned ? "people.enable" : "people.disable")}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="reinvite"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={t("people.reinviteLabel", { name: p.name })}
                >
                  {t("people.reinvite")}
                </button>
              </Form>
            </div>
          </details>
        )}
      </td>
    </tr>
  );
}
