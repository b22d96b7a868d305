// The job application (decision 0018, /ik): the shared form path of forms.server.ts plus the CV, checked by
// its content, written to file storage before the row that points at it.
import { randomUUID } from "node:crypto";
import { CV_CONTENT_TYPES } from "#app/domain/files/cv-content.ts";
import { jobSchema } from "#app/shared/forms/form-schemas.ts";
import { serverT } from "#app/i18n/translate.server.ts";
import { checkCv } from "#app/server/files/cv-check.server.ts";
import { listDepartments } from "#app/server/repositories/forms.server.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";
import {
  departmentOrFail,
  e164,
  type FormReply,
  type FormRequest,
  storeWithEmails,
  submitForm,
} from "./forms.server.ts";

export async function submitJobApplication(
  req: FormRequest,
  formData: FormData,
  storage: FileStorage,
): Promise<FormReply> {
  const t = serverT(req.lang);
  let cv: { bytes: Uint8Array; kind: keyof typeof CV_CONTENT_TYPES } | null = null;
  return submitForm(req, formData, {
    kind: "job",
    schema: jobSchema,
    target: (v) => v.email,
    async check(v) {
      const departments = await listDepartments(req.db);
      const problems: Record<string, string[]> = {};
      if (!v.departments.every((id) => departments.some((d) => d.acceptsApplications && String(d.id) === id))) {
        problems.departments = ["forms.errors.departmentsRequired"];
      }
      // Parsed, not sniffed: a real PDF, DOCX or DOC, with no program or macro inside.
      const bytes = new Uint8Array(await v.cv.arrayBuffer());
      const kind = await checkCv(bytes);
      if (!kind) problems.cv = ["forms.errors.cvType"];
      else cv = { bytes, kind };
      return Object.keys(problems).length > 0 ? problems : null;
    },
    async store(v) {
      if (!cv) throw new Error("the CV was not checked");
      const month = req.now.toISOString().slice(0, 7).replace("-", "/");
      const key = `cv/${month}/${randomUUID()}.${cv.kind}`;
      // The file first: a row never points at a file that was not written.
      await storage.put(key, cv.bytes, CV_CONTENT_TYPES[cv.kind]);
      const departments = await listDepartments(req.db);
      const chosen = departments.filter((d) => v.departments.includes(String(d.id)));
      const phone = e164(v.phoneCountry, v.phone);
      const name = `${v.firstName} ${v.lastName}`;
      try {
        await storeWithEmails(req, {
          kind: "job",
          name,
          email: v.email,
          department: await departmentOrFail(req.db, "insan-kaynaklari"),
          data: {
            firstName: v.firstName,
            lastName: v.lastName,
            phone,
            departmentIds: chosen.map((d) => d.id),
            note: v.note ?? null,
            cvName: v.cv.name.slice(0, 200),
            cvBytes: cv.bytes.length,
            cvKind: cv.kind,
          },
          attachmentKey: key,
          subject: t("forms.mail.jobSubject"),
          confirmation: "forms.jobs.success",
          facts: [
            [t("forms.fullName"), name],
            [t("forms.phone"), phone],
            [t("forms.jobs.departments"), chosen.map((d) => (req.lang === "en" ? d.nameEn : d.nameTr)).join(", ")],
            [t("forms.jobs.note"), v.note ?? ""],
            [t("forms.jobs.cv"), v.cv.name.slice(0, 200)],
          ],
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  });
}
