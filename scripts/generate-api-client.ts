// Writes the typed API client's types (tests/integration/api-client/yolda-api.d.ts) from the
// OpenAPI document with openapi-typescript. The API test checks the committed file is exactly
// what the generator makes from the document the running app publishes: run this after an API change.
//   npm run api:client
import { writeFileSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "#app/server/api/api-document.server.ts";
import { apiClientTypes, CLIENT_TYPES_FILE } from "#tests/integration/api-client/generate.ts";

const target = CLIENT_TYPES_FILE;
writeFileSync(target, await apiClientTypes(openApiDocument("http://localhost:3000")));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
