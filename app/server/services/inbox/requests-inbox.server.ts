// The requests inbox (docs/decisions/0043): contact messages, fleet requests and
// job applications with a status (new, in progress, answered, closed), a staff member handling
// them, internal notes, replies e-mailed from the desk (kept on the request) and the CV of a job
// application read from the shared file storage. Every change is one transaction with its audit entry.
import { CV_CONTENT_TYPES, type CvKind } from "#app/domain/files/cv-content.ts";
import {
  canBeAssigned,
  kindsFor,
  permissionForKind,
  type RequestKind,
  type RequestStatus,
  statusAfterNote,
  statusAfterReply,
  UUID_RE,
} from "#app/domain/requests/request-inbox.ts";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { requestReplyEmail } from "#app/server/email/desk-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import {
  findRequest,
  insertRequestNote,
  listRequestNotes,
  listRequests,
  lockRequest,
  type RequestListRow,
  type RequestNoteRow,
  updateRequest,
} from "#app/server/repositories/inbox.server.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";
import { runTx } from "#app/server/services/payment-common.server.ts";
import { audit, requireAllowed, StaffAccessDenied } from "#app/server/services/staff/staff-access.server.ts";

export type RequestItem = {
  id: string;
  kind: RequestKind;
  lang: "tr" | "en";
  name: string;
  email: string;
  department: { tr: string; en: string } | null;
  data: Record<string, unknown>;
  hasCv: boolean;
  status: RequestStatus;
  assignedTo: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date | null;
};

export type RequestDetail = RequestItem & { notes: RequestNoteRow[] };

function itemOf(row: RequestListRow): RequestItem {
  return {
    id: row.id,
    kind: row.kind,
    lang: row.lang,
    name: row.name,
    email: row.email,
    department: row.departmentTr !== null ? { tr: row.departmentTr, en: row.departmentEn ?? row.departmentTr } : null,
    data: row.data,
    hasCv: row.kind === "job" && row.attachmentKey !== null,
    status: row.status,
    assignedTo: row.assignedToId && row.assignedToName ? { id: row.assignedToId, name: row.assignedToName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The requests the actor may handle, open ones first; `kind`/`status` narrow the list. */
export async function listRequestsInbox(
  db: Db,
  actor: StaffActor,
  filter: { kind?: RequestKind; status?: RequestStatus | "open"; limit?: number } = {},
): Promise<RequestItem[]> {
  const allowed = kindsFor(actor);
  if (allowed.length === 0) throw new StaffAccessDenied("request.handle", undefined);
  if (filter.kind) requireAllowed(actor, permissionForKind(filter.kind));
  const kinds = filter.kind ? [filter.kind] : allowed;
  const rows = await listRequests(db, {
    kinds,
    ...(filter.status ? { status: filter.status } : {}),
    limit: filter.limit ?? 200,
  });
  return rows.map(itemOf);
}

async function loadRequest(db: Db, actor: StaffActor, id: string): Promise<RequestListRow | null> {
  if (kindsFor(actor).length === 0) throw new StaffAccessDenied("request.handle", undefined);
  if (!UUID_RE.test(id)) return null;
  const row = await findRequest(db, id);
  if (!row) return null;
  requireAllowed(actor, permissionForKind(row.kind));
  return row;
}

/** One request with its notes and replies, oldest first; null when there is none. */
export async function getRequest(db: Db, actor: StaffActor, id: string): Promise<RequestDetail | null> {
  const row = await loadRequest(db, actor, id);
  if (!row) return null;
  return { ...itemOf(row), notes: await listRequestNotes(db, row.id) };
}

export type RequestChangeResult = { ok: true } | { ok: false; reason: "notFound" | "invalid" | "notAssignable" };

/** Checks the person may see the request, then runs `change` with its row locked. */
async function changeRequest(
  db: Db,
  actor: StaffActor,
  id: string,
  change: (tx: Db, row: LockedRequest) => Promise<RequestChangeResult>,
): Promise<RequestChangeResult> {
  const found = await loadRequest(db, actor, id);
  if (!found) return { ok: false, reason: "notFound" };
  return runTx(db, async (tx): Promise<RequestChangeResult> => {
    const row = await lockRequest(tx, id);
    if (!row) return { ok: false, reason: "notFound" };
    return change(tx, row);
  });
}

type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/**
 * Writes a change of the request (its status, perhaps who handles it) with its audit entry: the
 * status before and after, plus what else the change records on either side.
 */
async function recordChange(
  tx: Db,
  actor: StaffActor,
  row: LockedRequest,
  change: {
    action: string;
    status: RequestStatus;
    now: Date;
    assignee?: { id: string; name: string } | null;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): Promise<RequestChangeResult> {
  const { status, assignee } = change;
  await updateRequest(tx, row.id, {
    ...(assignee !== undefined ? { assignedToId: assignee?.id ?? null, assignedToName: assignee?.name ?? null } : {}),
    status,
    updatedAt: change.now,
  });
  await audit(tx, actor, {
    action: change.action,
    entityType: "form_submission",
    entityId: row.id,
    before: { ...change.before, status: row.status },
    after: { ...change.after, status },
  });
  return { ok: true };
}

/** Keeps a note or a reply on the request, written by the actor. */
function keepNote(
  tx: Db,
  actor: StaffActor,
  id: string,
  now: Date,
  note: { kind: "note" | "reply"; body: string; subject?: string; outboxId?: number },
) {
  return insertRequestNote(tx, {
    submissionId: id,
    authorId: actor.id,
    authorName: actor.name,
    ...note,
    createdAt: now,
  });
}

/** Sets the status (any of the four; a closed request can be opened again). */
export async function setRequestStatus(
  db: Db,
  actor: StaffActor,
  id: string,
  status: RequestStatus,
  options: { now?: Date } = {},
): Promise<RequestChangeResult> {
  const now = options.now ?? new Date();
  return changeRequest(db, actor, id, async (tx, row) => {
    if (row.status === status) return { ok: true };
    return recordChange(tx, actor, row, { action: "request.status", status, now });
  });
}

/**
 * Gives the request to a staff member (or to nobody). The route resolves the person from the staff
 * list; their role must be one that handles this kind of request.
 */
export async function assignRequest(
  db: Db,
  actor: StaffActor,
  id: string,
  assignee: { id: string; name: string; role: StaffRole } | null,
  options: { now?: Date } = {},
): Promise<RequestChangeResult> {
  const now = options.now ?? new Date();
  return changeRequest(db, actor, id, async (tx, row) => {
    if (assignee && !canBeAssigned(assignee.role, row.kind)) return { ok: false, reason: "notAssignable" };
    return recordChange(tx, actor, row, {
      action: "request.assign",
      status: assignee ? statusAfterNote(row.status) : row.status,
      now,
      assignee,
      before: { assignedTo: row.assignedToName },
      after: { assignedTo: assignee?.name ?? null },
    });
  });
}

const MAX_TEXT = 5000;

/** An internal note (never sent to the customer); a new request becomes "in progress". */
export async function addRequestNote(
  db: Db,
  actor: StaffActor,
  id: string,
  body: string,
  options: { now?: Date } = {},
): Promise<RequestChangeResult> {
  const now = options.now ?? new Date();
  const text = body.trim();
  if (text === "" || text.length > MAX_TEXT) return { ok: false, reason: "invalid" };
  return changeRequest(db, actor, id, async (tx, row) => {
    const note = await keepNote(tx, actor, id, now, { kind: "note", body: text });
    return recordChange(tx, actor, row, {
      action: "request.note",
      status: statusAfterNote(row.status),
      now,
      after: { note: note.id },
    });
  });
}

/**
 * E-mails a reply to the person who wrote, in the language they wrote in; the reply is kept on the
 * request (with the outbox row that carries it) and an open request becomes "answered".
 */
export async function replyToRequest(
  db: Db,
  actor: StaffActor,
  id: string,
  input: { subject: string; body: string },
  options: { now?: Date } = {},
): Promise<RequestChangeResult> {
  const now = options.now ?? new Date();
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (subject === "" || subject.length > 200 || body === "" || body.length > MAX_TEXT) {
    return { ok: false, reason: "invalid" };
  }
  return changeRequest(db, actor, id, async (tx, row) => {
    const outboxId = await enqueueEmail(
      tx,
      requestReplyEmail({ lang: row.lang, to: row.email, name: row.name, subject, body }),
      now,
    );
    const note = await keepNote(tx, actor, id, now, { kind: "reply", subject, body, outboxId });
    return recordChange(tx, actor, row, {
      action: "request.reply",
      status: statusAfterReply(row.status),
      now,
      after: { reply: note.id, subject },
    });
  });
}

export type CvFile = { bytes: Uint8Array; contentType: string; filename: string };

function cvKindOf(key: string, data: Record<string, unknown>): CvKind | null {
  const kind = typeof data.cvKind === "string" ? data.cvKind : (key.split(".").at(-1) ?? "");
  return kind === "pdf" || kind === "doc" || kind === "docx" ? kind : null;
}

/**
 * The CV of a job application, from the shared storage, with its content type (from the kind the
 * upload check found, never the browser's word) and a safe file name; null when there is none.
 * Opening a CV is recorded in the audit log (personal data).
 */
export async function openCv(db: Db, storage: FileStorage, actor: StaffActor, id: string): Promise<CvFile | null> {
  requireAllowed(actor, "job_application.handle");
  const row = await loadRequest(db, actor, id);
  if (!row || row.kind !== "job" || !row.attachmentKey) return null;
  const kind = cvKindOf(row.attachmentKey, row.data);
  if (!kind) return null;
  const bytes = await storage.get(row.attachmentKey);
  if (!bytes) return null;
  await runTx(db, (tx) =>
    audit(tx, actor, {
      action: "job_application.cv_open",
      entityType: "form_submission",
      entityId: row.id,
      after: { key: row.attachmentKey },
    }),
  );
  const base =
    row.name
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase() || "cv";
  return { bytes, contentType: CV_CONTENT_TYPES[kind], filename: `${base}-cv.${kind}` };
}
