import type { CatalogueTables } from './catalogue-tables';
import type { CoreTables } from './core-tables';
import type { AuthTables } from '../modules/auth/tables';
import type { CatalogueModuleTables } from '../modules/catalogue/tables';
import type { ContentTables } from '../modules/content/tables';
import type { DemandTables } from '../modules/demand/tables';
import type { EditorTables } from '../modules/editor/tables';
import type { ExhibitorCentreTables } from '../modules/exhibitor-centre/tables';
import type { InquiryTables } from '../modules/inquiry/tables';
import type { MarkTables } from '../modules/marks/tables';
import type { MediaTables } from '../modules/media/tables';
import type { MeetingTables } from '../modules/meeting/tables';
import type { MemberTables } from '../modules/member/tables';
import type { OnboardingTables } from '../modules/onboarding/tables';
import type { PrivacyTables } from '../modules/privacy/tables';
import type { VisitPlanTables } from '../modules/plan/tables';
import type { RankingTables } from '../modules/ranking/tables';
import type { VisitorTables } from '../modules/visitor/tables';

// The database as Kysely sees it: every module's tables (modules/*/tables.ts) and those the core and
// several modules share (db/core-tables.ts, db/catalogue-tables.ts). Keep each file in step with the SQL in migrations/.

export interface Database
  extends CoreTables,
    CatalogueTables,
    AuthTables,
    MemberTables,
    ContentTables,
    MediaTables,
    EditorTables,
    ExhibitorCentreTables,
    DemandTables,
    InquiryTables,
    MarkTables,
    RankingTables,
    VisitPlanTables,
    VisitorTables,
    MeetingTables,
    CatalogueModuleTables,
    OnboardingTables,
    PrivacyTables {}

// Row types other files import from here.
export type * from './core-tables';
export type * from './catalogue-tables';
export type * from '../modules/auth/tables';
export type * from '../modules/catalogue/tables';
export type * from '../modules/content/tables';
export type * from '../modules/demand/tables';
export type * from '../modules/editor/tables';
export type * from '../modules/exhibitor-centre/tables';
export type * from '../modules/inquiry/tables';
export type * from '../modules/marks/tables';
export type * from '../modules/media/tables';
export type * from '../modules/meeting/tables';
export type * from '../modules/member/tables';
export type * from '../modules/onboarding/tables';
export type * from '../modules/plan/tables';
export type * from '../modules/privacy/tables';
export type * from '../modules/ranking/tables';
export type * from '../modules/visitor/tables';
