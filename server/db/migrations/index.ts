import * as m0001 from './0001_foundation';
import * as m0002 from './0002_careers';
import * as m0003 from './0003_employees';
import * as m0004 from './0004_contact';
import * as m0005 from './0005_outbox_lease';
import * as m0006 from './0006_job_closing_date';
import * as m0007 from './0007_job_alerts';
import * as m0008 from './0008_staff_accounts';
import * as m0009 from './0009_verification_shares';
import * as m0010 from './0010_share_locks_and_expiry';
import * as m0011 from './0011_pipeline_stages';
import * as m0012 from './0012_application_notes';
import * as m0013 from './0013_interviews';
import * as m0014 from './0014_email_templates';
import * as m0015 from './0015_privacy_consent';
import * as m0016 from './0016_applicant_access';
import * as m0017 from './0017_retention';
import * as m0018 from './0018_breaches';
import * as m0019 from './0019_desk_ratings';
import * as m0020 from './0020_second_factor_sessions';
import * as m0021 from './0021_outbox_reply_to';
import * as m0022 from './0022_withdrawal_not_a_rejection';
import * as m0023 from './0023_email_template_name_key';
import * as m0024 from './0024_job_hiring_managers';
import * as m0027 from './0027_candidate_numbers_and_source';
import * as m0030 from './0030_screening_questions';
import * as m0031 from './0031_employee_from_application';
import * as m0032 from './0032_scheduled_emails';
import * as m0033 from './0033_applicant_email_change';
import * as m0034 from './0034_nominations';
import * as m0035 from './0035_processing_records';
import * as m0036 from './0036_rejection_follows_consent';
import * as m0037 from './0037_candidates';
import * as m0040 from './0040_report_indexes';
import * as m0041 from './0041_intake_items';
import * as m0044 from './0044_offers';
import * as m0048 from './0048_stage_limits';
import * as m0049 from './0049_stage_visits';
import * as m0050 from './0050_preboarding';
import * as m0052 from './0052_joining';
import * as m0054 from './0054_candidate_duplicates';
import * as m0056 from './0056_talent_pool';
import * as m0058 from './0058_stage_rollups';
import * as m0060 from './0060_candidate_conversations';
import * as m0062 from './0062_channel_consents';
import * as m0064 from './0064_candidate_imports';
import * as m0066 from './0066_whatsapp_messages';
import * as m0068 from './0068_report_range_indexes';
import * as m0069 from './0069_report_application_indexes';
import * as m0070 from './0070_application_resume_reads';
import * as m0071 from './0071_talent_pool_filter_indexes';
import * as m0072 from './0072_whatsapp_thread_status';
import * as m0074 from './0074_candidate_and_feedback_reminders';
import * as m0075 from './0075_sms_messages';
import * as m0077 from './0077_self_scheduling';
import * as m0080 from './0080_report_scale_indexes';
import * as m0082 from './0082_talent_pool_narrow_search';
import * as m0083 from './0083_talent_pool_key_index';
import * as m0084 from './0084_report_summaries';
import * as m0085 from './0085_report_stage_jobs';
import * as m0086 from './0086_talent_pool_lookups';
import * as m0087 from './0087_counting_windows_from_first_hit';
import * as m0088 from './0088_offer_link_overlap';

/** Every migration, in order. Later modules append theirs here. */
export const migrations = {
  '0001_foundation': m0001,
  '0002_careers': m0002,
  '0003_employees': m0003,
  '0004_contact': m0004,
  '0005_outbox_lease': m0005,
  '0006_job_closing_date': m0006,
  '0007_job_alerts': m0007,
  '0008_staff_accounts': m0008,
  '0009_verification_shares': m0009,
  '0010_share_locks_and_expiry': m0010,
  '0011_pipeline_stages': m0011,
  '0012_application_notes': m0012,
  '0013_interviews': m0013,
  '0014_email_templates': m0014,
  '0015_privacy_consent': m0015,
  '0016_applicant_access': m0016,
  '0017_retention': m0017,
  '0018_breaches': m0018,
  '0019_desk_ratings': m0019,
  '0020_second_factor_sessions': m0020,
  '0021_outbox_reply_to': m0021,
  '0022_withdrawal_not_a_rejection': m0022,
  '0023_email_template_name_key': m0023,
  '0024_job_hiring_managers': m0024,
  '0027_candidate_numbers_and_source': m0027,
  '0030_screening_questions': m0030,
  '0031_employee_from_application': m0031,
  '0032_scheduled_emails': m0032,
  '0033_applicant_email_change': m0033,
  '0034_nominations': m0034,
  '0035_processing_records': m0035,
  '0036_rejection_follows_consent': m0036,
  '0037_candidates': m0037,
  '0040_report_indexes': m0040,
  '0041_intake_items': m0041,
  '0044_offers': m0044,
  '0048_stage_limits': m0048,
  '0049_stage_visits': m0049,
  '0050_preboarding': m0050,
  '0052_joining': m0052,
  '0054_candidate_duplicates': m0054,
  '0056_talent_pool': m0056,
  '0058_stage_rollups': m0058,
  '0060_candidate_conversations': m0060,
  '0062_channel_consents': m0062,
  '0064_candidate_imports': m0064,
  '0066_whatsapp_messages': m0066,
  '0068_report_range_indexes': m0068,
  '0069_report_application_indexes': m0069,
  '0070_application_resume_reads': m0070,
  '0071_talent_pool_filter_indexes': m0071,
  '0072_whatsapp_thread_status': m0072,
  '0074_candidate_and_feedback_reminders': m0074,
  '0075_sms_messages': m0075,
  '0077_self_scheduling': m0077,
  '0080_report_scale_indexes': m0080,
  '0082_talent_pool_narrow_search': m0082,
  '0083_talent_pool_key_index': m0083,
  '0084_report_summaries': m0084,
  '0085_report_stage_jobs': m0085,
  '0086_talent_pool_lookups': m0086,
  '0087_counting_windows_from_first_hit': m0087,
  '0088_offer_link_overlap': m0088,
};
