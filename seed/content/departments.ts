// Departments for the contact form (who answers) and the job application form (who hires).

import type { departments } from "#app/server/db/schema.ts";

export const departmentsData: Array<Omit<typeof departments.$inferInsert, "id">> = [
  {
    slug: "rezervasyon",
    nameTr: "Rezervasyon",
    nameEn: "Reservations",
    email: "rezervasyon@yolda.com.tr",
    acceptsApplications: true,
    sort: 1,
  },
  {
    slug: "musteri-hizmetleri",
    nameTr: "Müşteri Hizmetleri",
    nameEn: "Customer Service",
    email: "musterihizmetleri@yolda.com.tr",
    acceptsApplications: true,
    sort: 2,
  },
  {
    slug: "filo-kiralama",
    nameTr: "Filo Kiralama ve Kurumsal Satış",
    nameEn: "Fleet Rental and Corporate Sales",
    email: "filo@yolda.com.tr",
    acceptsApplications: true,
    sort: 3,
  },
  {
    slug: "operasyon",
    nameTr: "Operasyon ve Ofisler",
    nameEn: "Operations and Offices",
    email: "operasyon@yolda.com.tr",
    acceptsApplications: true,
    sort: 4,
  },
  {
    slug: "finans",
    nameTr: "Finans ve Muhasebe",
    nameEn: "Finance and Accounting",
    email: "finans@yolda.com.tr",
    acceptsApplications: true,
    sort: 5,
  },
  {
    slug: "bilgi-teknolojileri",
    nameTr: "Bilgi Teknolojileri",
    nameEn: "Information Technology",
    email: "bt@yolda.com.tr",
    acceptsApplications: true,
    sort: 6,
  },
  {
    // HR receives the applications for every other department, so it is not offered as a target itself.
    slug: "insan-kaynaklari",
    nameTr: "İnsan Kaynakları",
    nameEn: "Human Resources",
    email: "ik@yolda.com.tr",
    acceptsApplications: false,
    sort: 7,
  },
];
