export const shell_skip_to_content: (inputs: Shell_Skip_To_ContentInputs) => LocalizedString;
export const shell_nav_main: (inputs: Shell_Nav_MainInputs) => LocalizedString;
export const shell_nav_home: (inputs: Shell_Nav_HomeInputs) => LocalizedString;
export const shell_nav_tour: (inputs: Shell_Nav_TourInputs) => LocalizedString;
export const shell_nav_about: (inputs: Shell_Nav_AboutInputs) => LocalizedString;
export const shell_nav_music: (inputs: Shell_Nav_MusicInputs) => LocalizedString;
export const shell_menu: (inputs: Shell_MenuInputs) => LocalizedString;
export const shell_menu_open: (inputs: Shell_Menu_OpenInputs) => LocalizedString;
export const shell_menu_close: (inputs: Shell_Menu_CloseInputs) => LocalizedString;
export const shell_bookings: (inputs: Shell_BookingsInputs) => LocalizedString;
export const shell_bookings_address: (inputs: Shell_Bookings_AddressInputs) => LocalizedString;
export const shell_tour_dates: (inputs: Shell_Tour_DatesInputs) => LocalizedString;
export const shell_press_kit: (inputs: Shell_Press_KitInputs) => LocalizedString;
export const shell_privacy: (inputs: Shell_PrivacyInputs) => LocalizedString;
export const shell_socials: (inputs: Shell_SocialsInputs) => LocalizedString;
export const shell_made_by: (inputs: Shell_Made_ByInputs) => LocalizedString;
export const shell_a_heart: (inputs: Shell_A_HeartInputs) => LocalizedString;
export const shell_logo_home: (inputs: Shell_Logo_HomeInputs) => LocalizedString;
export const shell_languages: (inputs: Shell_LanguagesInputs) => LocalizedString;
export const shell_this_page_in: (inputs: Shell_This_Page_InInputs) => LocalizedString;
export const error_back_home: (inputs: Error_Back_HomeInputs) => LocalizedString;
export const error_not_found_title: (inputs: Error_Not_Found_TitleInputs) => LocalizedString;
export const error_not_found_message: (inputs: Error_Not_Found_MessageInputs) => LocalizedString;
export const error_next_show: (inputs: Error_Next_ShowInputs) => LocalizedString;
export const error_latest_release: (inputs: Error_Latest_ReleaseInputs) => LocalizedString;
export const error_unexpected_title: (inputs: Error_Unexpected_TitleInputs) => LocalizedString;
export const error_unexpected_heading: (inputs: Error_Unexpected_HeadingInputs) => LocalizedString;
export const error_unexpected_message: (inputs: Error_Unexpected_MessageInputs) => LocalizedString;
export const shell_stream_on: (inputs: Shell_Stream_OnInputs) => LocalizedString;
export const shell_on_service: (inputs: Shell_On_ServiceInputs) => LocalizedString;
export const home_tour_dates: (inputs: Home_Tour_DatesInputs) => LocalizedString;
export const home_next_show: (inputs: Home_Next_ShowInputs) => LocalizedString;
export const home_next_show_named: (inputs: Home_Next_Show_NamedInputs) => LocalizedString;
export const home_listen_to_us_on: (inputs: Home_Listen_To_Us_OnInputs) => LocalizedString;
export const home_listen_on: (inputs: Home_Listen_OnInputs) => LocalizedString;
export const home_watch_on: (inputs: Home_Watch_OnInputs) => LocalizedString;
export const home_next_show_day: (inputs: Home_Next_Show_DayInputs) => LocalizedString;
export const music_title: (inputs: Music_TitleInputs) => LocalizedString;
export const music_description: (inputs: Music_DescriptionInputs) => LocalizedString;
export const music_listen: (inputs: Music_ListenInputs) => LocalizedString;
export const music_streaming_services: (inputs: Music_Streaming_ServicesInputs) => LocalizedString;
export const music_discography: (inputs: Music_DiscographyInputs) => LocalizedString;
export const music_albums_unavailable: (inputs: Music_Albums_UnavailableInputs) => LocalizedString;
export const music_no_albums: (inputs: Music_No_AlbumsInputs) => LocalizedString;
export const music_credits: (inputs: Music_CreditsInputs) => LocalizedString;
export const music_credits_of: (inputs: Music_Credits_OfInputs) => LocalizedString;
export const music_written_by: (inputs: Music_Written_ByInputs) => LocalizedString;
export const music_produced_by: (inputs: Music_Produced_ByInputs) => LocalizedString;
export const music_recorded_at: (inputs: Music_Recorded_AtInputs) => LocalizedString;
export const music_listen_on: (inputs: Music_Listen_OnInputs) => LocalizedString;
export const music_kind_album: (inputs: Music_Kind_AlbumInputs) => LocalizedString;
export const music_kind_ep: (inputs: Music_Kind_EpInputs) => LocalizedString;
export const music_kind_single: (inputs: Music_Kind_SingleInputs) => LocalizedString;
export const music_release_description: (inputs: Music_Release_DescriptionInputs) => LocalizedString;
export const music_release_cover: (inputs: Music_Release_CoverInputs) => LocalizedString;
export const music_release_tracks: (inputs: Music_Release_TracksInputs) => LocalizedString;
export const music_release_where_to_listen: (inputs: Music_Release_Where_To_ListenInputs) => LocalizedString;
export const music_release_all_music: (inputs: Music_Release_All_MusicInputs) => LocalizedString;
export const music_release_unavailable: (inputs: Music_Release_UnavailableInputs) => LocalizedString;
export const pages_about_title: (inputs: Pages_About_TitleInputs) => LocalizedString;
export const pages_story: (inputs: Pages_StoryInputs) => LocalizedString;
export const pages_members: (inputs: Pages_MembersInputs) => LocalizedString;
export const pages_press_kit: (inputs: Pages_Press_KitInputs) => LocalizedString;
export const pages_privacy_title: (inputs: Pages_Privacy_TitleInputs) => LocalizedString;
export const pages_privacy_description: (inputs: Pages_Privacy_DescriptionInputs) => LocalizedString;
export const pages_privacy_lead: (inputs: Pages_Privacy_LeadInputs) => LocalizedString;
export const pages_privacy_what_title: (inputs: Pages_Privacy_What_TitleInputs) => LocalizedString;
export const pages_privacy_what: (inputs: Pages_Privacy_WhatInputs) => LocalizedString;
export const pages_privacy_why_title: (inputs: Pages_Privacy_Why_TitleInputs) => LocalizedString;
export const pages_privacy_why: (inputs: Pages_Privacy_WhyInputs) => LocalizedString;
export const pages_privacy_how_long_title: (inputs: Pages_Privacy_How_Long_TitleInputs) => LocalizedString;
export const pages_privacy_unconfirmed: (inputs: Pages_Privacy_UnconfirmedInputs) => LocalizedString;
export const pages_privacy_sent_mail: (inputs: Pages_Privacy_Sent_MailInputs) => LocalizedString;
export const pages_privacy_rate_limit: (inputs: Pages_Privacy_Rate_LimitInputs) => LocalizedString;
export const pages_privacy_hours: (inputs: Pages_Privacy_HoursInputs) => LocalizedString;
export const pages_privacy_ticket_clicks: (inputs: Pages_Privacy_Ticket_ClicksInputs) => LocalizedString;
export const pages_privacy_leave_title: (inputs: Pages_Privacy_Leave_TitleInputs) => LocalizedString;
export const pages_privacy_leave: (inputs: Pages_Privacy_LeaveInputs) => LocalizedString;
export const pages_privacy_leave_by_mail: (inputs: Pages_Privacy_Leave_By_MailInputs) => LocalizedString;
export const pages_privacy_reminders_title: (inputs: Pages_Privacy_Reminders_TitleInputs) => LocalizedString;
export const pages_privacy_reminders: (inputs: Pages_Privacy_RemindersInputs) => LocalizedString;
export const pages_privacy_reminders_why: (inputs: Pages_Privacy_Reminders_WhyInputs) => LocalizedString;
export const pages_privacy_reminders_how_long: (inputs: Pages_Privacy_Reminders_How_LongInputs) => LocalizedString;
export const pages_privacy_visits_title: (inputs: Pages_Privacy_Visits_TitleInputs) => LocalizedString;
export const pages_privacy_visits: (inputs: Pages_Privacy_VisitsInputs) => LocalizedString;
export const pages_privacy_browser_title: (inputs: Pages_Privacy_Browser_TitleInputs) => LocalizedString;
export const pages_privacy_browser: (inputs: Pages_Privacy_BrowserInputs) => LocalizedString;
export const shows_upcoming_title: (inputs: Shows_Upcoming_TitleInputs) => LocalizedString;
export const shows_date_to_be_announced: (inputs: Shows_Date_To_Be_AnnouncedInputs) => LocalizedString;
export const shows_all_dates: (inputs: Shows_All_DatesInputs) => LocalizedString;
export const shows_past_shows_link: (inputs: Shows_Past_Shows_LinkInputs) => LocalizedString;
export const shows_none: (inputs: Shows_NoneInputs) => LocalizedString;
export const shows_unavailable: (inputs: Shows_UnavailableInputs) => LocalizedString;
export const shows_tile_tba: (inputs: Shows_Tile_TbaInputs) => LocalizedString;
export const shows_add_to_calendar: (inputs: Shows_Add_To_CalendarInputs) => LocalizedString;
export const shows_subscribe: (inputs: Shows_SubscribeInputs) => LocalizedString;
export const shows_another_calendar_app: (inputs: Shows_Another_Calendar_AppInputs) => LocalizedString;
export const shows_calendar_address: (inputs: Shows_Calendar_AddressInputs) => LocalizedString;
export const shows_copy_address: (inputs: Shows_Copy_AddressInputs) => LocalizedString;
export const shows_copied: (inputs: Shows_CopiedInputs) => LocalizedString;
export const shows_feed_pitch: (inputs: Shows_Feed_PitchInputs) => LocalizedString;
export const shows_only_near_you: (inputs: Shows_Only_Near_YouInputs) => LocalizedString;
export const shows_at_venue: (inputs: Shows_At_VenueInputs) => LocalizedString;
export const shows_fact_date: (inputs: Shows_Fact_DateInputs) => LocalizedString;
export const shows_fact_original_date: (inputs: Shows_Fact_Original_DateInputs) => LocalizedString;
export const shows_fact_venue: (inputs: Shows_Fact_VenueInputs) => LocalizedString;
export const shows_fact_support: (inputs: Shows_Fact_SupportInputs) => LocalizedString;
export const shows_fact_price_and_ages: (inputs: Shows_Fact_Price_And_AgesInputs) => LocalizedString;
export const shows_fact_tickets: (inputs: Shows_Fact_TicketsInputs) => LocalizedString;
export const shows_fact_notes: (inputs: Shows_Fact_NotesInputs) => LocalizedString;
export const shows_directions: (inputs: Shows_DirectionsInputs) => LocalizedString;
export const shows_directions_to: (inputs: Shows_Directions_ToInputs) => LocalizedString;
export const shows_doors_am: (inputs: Shows_Doors_AmInputs) => LocalizedString;
export const shows_doors_pm: (inputs: Shows_Doors_PmInputs) => LocalizedString;
export const shows_doors_at: (inputs: Shows_Doors_AtInputs) => LocalizedString;
export const shows_flyer: (inputs: Shows_FlyerInputs) => LocalizedString;
export const shows_flyer_of: (inputs: Shows_Flyer_OfInputs) => LocalizedString;
export const shows_open_flyer: (inputs: Shows_Open_FlyerInputs) => LocalizedString;
export const shows_band_at: (inputs: Shows_Band_AtInputs) => LocalizedString;
export const shows_band_live_at: (inputs: Shows_Band_Live_AtInputs) => LocalizedString;
export const shows_is_cancelled: (inputs: Shows_Is_CancelledInputs) => LocalizedString;
export const shows_is_on_now: (inputs: Shows_Is_On_NowInputs) => LocalizedString;
export const shows_postponed_note: (inputs: Shows_Postponed_NoteInputs) => LocalizedString;
export const shows_has_passed: (inputs: Shows_Has_PassedInputs) => LocalizedString;
export const shows_on_now: (inputs: Shows_On_NowInputs) => LocalizedString;
export const shows_status_postponed: (inputs: Shows_Status_PostponedInputs) => LocalizedString;
export const shows_status_cancelled: (inputs: Shows_Status_CancelledInputs) => LocalizedString;
export const shows_status_rescheduled: (inputs: Shows_Status_RescheduledInputs) => LocalizedString;
export const shows_moved_from: (inputs: Shows_Moved_FromInputs) => LocalizedString;
export const shows_tour_dates: (inputs: Shows_Tour_DatesInputs) => LocalizedString;
export const shows_tour_dates_description: (inputs: Shows_Tour_Dates_DescriptionInputs) => LocalizedString;
export const shows_past_title: (inputs: Shows_Past_TitleInputs) => LocalizedString;
export const shows_past_description: (inputs: Shows_Past_DescriptionInputs) => LocalizedString;
export const shows_past_none: (inputs: Shows_Past_NoneInputs) => LocalizedString;
export const shows_upcoming_link: (inputs: Shows_Upcoming_LinkInputs) => LocalizedString;
export const shows_show_title: (inputs: Shows_Show_TitleInputs) => LocalizedString;
export const shows_more_shows: (inputs: Shows_More_ShowsInputs) => LocalizedString;
export const shows_all_upcoming: (inputs: Shows_All_UpcomingInputs) => LocalizedString;
export const shows_near_title: (inputs: Shows_Near_TitleInputs) => LocalizedString;
export const shows_near_error_title: (inputs: Shows_Near_Error_TitleInputs) => LocalizedString;
export const shows_near_description: (inputs: Shows_Near_DescriptionInputs) => LocalizedString;
export const shows_near_intro: (inputs: Shows_Near_IntroInputs) => LocalizedString;
export const shows_near_feed_scope: (inputs: Shows_Near_Feed_ScopeInputs) => LocalizedString;
export const shows_near_coming_up: (inputs: Shows_Near_Coming_UpInputs) => LocalizedString;
export const shows_near_none: (inputs: Shows_Near_NoneInputs) => LocalizedString;
export const shows_near_which: (inputs: Shows_Near_WhichInputs) => LocalizedString;
export const shows_near_several: (inputs: Shows_Near_SeveralInputs) => LocalizedString;
export const shows_near_somewhere_else: (inputs: Shows_Near_Somewhere_ElseInputs) => LocalizedString;
export const shows_near_find: (inputs: Shows_Near_FindInputs) => LocalizedString;
export const shows_near_place_label: (inputs: Shows_Near_Place_LabelInputs) => LocalizedString;
export const shows_near_place_hint: (inputs: Shows_Near_Place_HintInputs) => LocalizedString;
export const shows_near_within_label: (inputs: Shows_Near_Within_LabelInputs) => LocalizedString;
export const shows_near_within_hint_mi: (inputs: Shows_Near_Within_Hint_MiInputs) => LocalizedString;
export const shows_near_within_hint_km: (inputs: Shows_Near_Within_Hint_KmInputs) => LocalizedString;
export const shows_near_submit: (inputs: Shows_Near_SubmitInputs) => LocalizedString;
export const shows_page_title_named: (inputs: Shows_Page_Title_NamedInputs) => LocalizedString;
export const shows_page_date_tba: (inputs: Shows_Page_Date_TbaInputs) => LocalizedString;
export const shows_page_sentence_dated: (inputs: Shows_Page_Sentence_DatedInputs) => LocalizedString;
export const shows_page_sentence_undated: (inputs: Shows_Page_Sentence_UndatedInputs) => LocalizedString;
export const shows_event_summary: (inputs: Shows_Event_SummaryInputs) => LocalizedString;
export const shows_feed_name: (inputs: Shows_Feed_NameInputs) => LocalizedString;
export const shows_feed_near_name: (inputs: Shows_Feed_Near_NameInputs) => LocalizedString;
export const shows_calendar_not_found: (inputs: Shows_Calendar_Not_FoundInputs) => LocalizedString;
export const shows_price_free: (inputs: Shows_Price_FreeInputs) => LocalizedString;
export const shows_ages: (inputs: Shows_AgesInputs) => LocalizedString;
export const shows_lineup: (inputs: Shows_LineupInputs) => LocalizedString;
export const shows_distance_how_mi: (inputs: Shows_Distance_How_MiInputs) => LocalizedString;
export const shows_distance_how_km: (inputs: Shows_Distance_How_KmInputs) => LocalizedString;
export const shows_distance_missing: (inputs: Shows_Distance_MissingInputs) => LocalizedString;
export const shows_distance_unreadable: (inputs: Shows_Distance_UnreadableInputs) => LocalizedString;
export const shows_distance_too_short: (inputs: Shows_Distance_Too_ShortInputs) => LocalizedString;
export const shows_distance_too_far: (inputs: Shows_Distance_Too_FarInputs) => LocalizedString;
export const shows_unavailable_plain: (inputs: Shows_Unavailable_PlainInputs) => LocalizedString;
export const tickets_label: (inputs: Tickets_LabelInputs) => LocalizedString;
export const tickets_get_tickets: (inputs: Tickets_Get_TicketsInputs) => LocalizedString;
export const tickets_row_get: (inputs: Tickets_Row_GetInputs) => LocalizedString;
export const tickets_row_tickets: (inputs: Tickets_Row_TicketsInputs) => LocalizedString;
export const tickets_for_show: (inputs: Tickets_For_ShowInputs) => LocalizedString;
export const tickets_info: (inputs: Tickets_InfoInputs) => LocalizedString;
export const tickets_sold_out: (inputs: Tickets_Sold_OutInputs) => LocalizedString;
export const tickets_at_door: (inputs: Tickets_At_DoorInputs) => LocalizedString;
export const tickets_on_sale: (inputs: Tickets_On_SaleInputs) => LocalizedString;
export const tickets_link: (inputs: Tickets_LinkInputs) => LocalizedString;
export const tickets_calendar_file: (inputs: Tickets_Calendar_FileInputs) => LocalizedString;
export const follow_box_heading: (inputs: Follow_Box_HeadingInputs) => LocalizedString;
export const follow_email_label: (inputs: Follow_Email_LabelInputs) => LocalizedString;
export const follow_place_label: (inputs: Follow_Place_LabelInputs) => LocalizedString;
export const follow_distance_label: (inputs: Follow_Distance_LabelInputs) => LocalizedString;
export const follow_distance_hint: (inputs: Follow_Distance_HintInputs) => LocalizedString;
export const follow_consent_near: (inputs: Follow_Consent_NearInputs) => LocalizedString;
export const follow_consent_within: (inputs: Follow_Consent_WithinInputs) => LocalizedString;
export const follow_submit: (inputs: Follow_SubmitInputs) => LocalizedString;
export const follow_privacy: (inputs: Follow_PrivacyInputs) => LocalizedString;
export const follow_which_place: (inputs: Follow_Which_PlaceInputs) => LocalizedString;
export const follow_place_hint_us: (inputs: Follow_Place_Hint_UsInputs) => LocalizedString;
export const follow_place_hint_ca: (inputs: Follow_Place_Hint_CaInputs) => LocalizedString;
export const follow_place_hint_other: (inputs: Follow_Place_Hint_OtherInputs) => LocalizedString;
export const follow_email_missing: (inputs: Follow_Email_MissingInputs) => LocalizedString;
export const follow_email_invalid: (inputs: Follow_Email_InvalidInputs) => LocalizedString;
export const follow_consent_missing: (inputs: Follow_Consent_MissingInputs) => LocalizedString;
export const follow_choose_place: (inputs: Follow_Choose_PlaceInputs) => LocalizedString;
export const follow_refused_cross_site: (inputs: Follow_Refused_Cross_SiteInputs) => LocalizedString;
export const follow_refused_too_large: (inputs: Follow_Refused_Too_LargeInputs) => LocalizedString;
export const follow_refused_not_a_form: (inputs: Follow_Refused_Not_A_FormInputs) => LocalizedString;
export const follow_refused_too_often: (inputs: Follow_Refused_Too_OftenInputs) => LocalizedString;
export const follow_refused_too_much_mail: (inputs: Follow_Refused_Too_Much_MailInputs) => LocalizedString;
export const follow_refused_unavailable: (inputs: Follow_Refused_UnavailableInputs) => LocalizedString;
export const follow_not_open: (inputs: Follow_Not_OpenInputs) => LocalizedString;
export const follow_title: (inputs: Follow_TitleInputs) => LocalizedString;
export const follow_description: (inputs: Follow_DescriptionInputs) => LocalizedString;
export const follow_not_available: (inputs: Follow_Not_AvailableInputs) => LocalizedString;
export const follow_intro: (inputs: Follow_IntroInputs) => LocalizedString;
export const follow_check_these: (inputs: Follow_Check_TheseInputs) => LocalizedString;
export const follow_check_inbox_title: (inputs: Follow_Check_Inbox_TitleInputs) => LocalizedString;
export const follow_check_inbox_lead: (inputs: Follow_Check_Inbox_LeadInputs) => LocalizedString;
export const follow_check_inbox_details: (inputs: Follow_Check_Inbox_DetailsInputs) => LocalizedString;
export const follow_back_to_shows: (inputs: Follow_Back_To_ShowsInputs) => LocalizedString;
export const follow_confirm_title: (inputs: Follow_Confirm_TitleInputs) => LocalizedString;
export const follow_confirm_lead: (inputs: Follow_Confirm_LeadInputs) => LocalizedString;
export const follow_confirm_button: (inputs: Follow_Confirm_ButtonInputs) => LocalizedString;
export const follow_link_forged_title: (inputs: Follow_Link_Forged_TitleInputs) => LocalizedString;
export const follow_link_forged_text: (inputs: Follow_Link_Forged_TextInputs) => LocalizedString;
export const follow_link_expired_title: (inputs: Follow_Link_Expired_TitleInputs) => LocalizedString;
export const follow_link_expired_text: (inputs: Follow_Link_Expired_TextInputs) => LocalizedString;
export const follow_confirm_unavailable_title: (inputs: Follow_Confirm_Unavailable_TitleInputs) => LocalizedString;
export const follow_confirm_unavailable_text: (inputs: Follow_Confirm_Unavailable_TextInputs) => LocalizedString;
export const follow_link_used_title: (inputs: Follow_Link_Used_TitleInputs) => LocalizedString;
export const follow_link_used_text: (inputs: Follow_Link_Used_TextInputs) => LocalizedString;
export const follow_sign_up_again: (inputs: Follow_Sign_Up_AgainInputs) => LocalizedString;
export const follow_confirmed_title: (inputs: Follow_Confirmed_TitleInputs) => LocalizedString;
export const follow_confirmed_lead: (inputs: Follow_Confirmed_LeadInputs) => LocalizedString;
export const follow_shows_near_you: (inputs: Follow_Shows_Near_YouInputs) => LocalizedString;
export const follow_none_booked: (inputs: Follow_None_BookedInputs) => LocalizedString;
export const follow_every_upcoming_show: (inputs: Follow_Every_Upcoming_ShowInputs) => LocalizedString;
export const follow_stop_all_emails: (inputs: Follow_Stop_All_EmailsInputs) => LocalizedString;
export const follow_unsubscribe_lead: (inputs: Follow_Unsubscribe_LeadInputs) => LocalizedString;
export const follow_leave_failed: (inputs: Follow_Leave_FailedInputs) => LocalizedString;
export const follow_bad_unsubscribe_link: (inputs: Follow_Bad_Unsubscribe_LinkInputs) => LocalizedString;
export const follow_left_title: (inputs: Follow_Left_TitleInputs) => LocalizedString;
export const follow_left: (inputs: Follow_LeftInputs) => LocalizedString;
export const remind_box_heading: (inputs: Remind_Box_HeadingInputs) => LocalizedString;
export const remind_box_lead_show: (inputs: Remind_Box_Lead_ShowInputs) => LocalizedString;
export const remind_box_lead_release: (inputs: Remind_Box_Lead_ReleaseInputs) => LocalizedString;
export const remind_email_label: (inputs: Remind_Email_LabelInputs) => LocalizedString;
export const remind_consent_show: (inputs: Remind_Consent_ShowInputs) => LocalizedString;
export const remind_consent_release: (inputs: Remind_Consent_ReleaseInputs) => LocalizedString;
export const remind_submit_show: (inputs: Remind_Submit_ShowInputs) => LocalizedString;
export const remind_submit_release: (inputs: Remind_Submit_ReleaseInputs) => LocalizedString;
export const remind_privacy: (inputs: Remind_PrivacyInputs) => LocalizedString;
export const remind_title_show: (inputs: Remind_Title_ShowInputs) => LocalizedString;
export const remind_title_release: (inputs: Remind_Title_ReleaseInputs) => LocalizedString;
export const remind_title: (inputs: Remind_TitleInputs) => LocalizedString;
export const remind_unknown_subject: (inputs: Remind_Unknown_SubjectInputs) => LocalizedString;
export const remind_show_passed: (inputs: Remind_Show_PassedInputs) => LocalizedString;
export const remind_release_out: (inputs: Remind_Release_OutInputs) => LocalizedString;
export const remind_email_missing: (inputs: Remind_Email_MissingInputs) => LocalizedString;
export const remind_email_invalid: (inputs: Remind_Email_InvalidInputs) => LocalizedString;
export const remind_consent_missing: (inputs: Remind_Consent_MissingInputs) => LocalizedString;
export const remind_check_these: (inputs: Remind_Check_TheseInputs) => LocalizedString;
export const remind_not_open: (inputs: Remind_Not_OpenInputs) => LocalizedString;
export const remind_check_inbox_title: (inputs: Remind_Check_Inbox_TitleInputs) => LocalizedString;
export const remind_check_inbox_lead: (inputs: Remind_Check_Inbox_LeadInputs) => LocalizedString;
export const remind_check_inbox_details: (inputs: Remind_Check_Inbox_DetailsInputs) => LocalizedString;
export const remind_back: (inputs: Remind_BackInputs) => LocalizedString;
export const remind_confirm_title: (inputs: Remind_Confirm_TitleInputs) => LocalizedString;
export const remind_confirm_lead: (inputs: Remind_Confirm_LeadInputs) => LocalizedString;
export const remind_confirm_button: (inputs: Remind_Confirm_ButtonInputs) => LocalizedString;
export const remind_confirmed_title: (inputs: Remind_Confirmed_TitleInputs) => LocalizedString;
export const remind_confirmed_show: (inputs: Remind_Confirmed_ShowInputs) => LocalizedString;
export const remind_confirmed_release: (inputs: Remind_Confirmed_ReleaseInputs) => LocalizedString;
export const remind_link_forged_title: (inputs: Remind_Link_Forged_TitleInputs) => LocalizedString;
export const remind_link_forged_text: (inputs: Remind_Link_Forged_TextInputs) => LocalizedString;
export const remind_link_expired_title: (inputs: Remind_Link_Expired_TitleInputs) => LocalizedString;
export const remind_link_expired_text: (inputs: Remind_Link_Expired_TextInputs) => LocalizedString;
export const remind_link_used_title: (inputs: Remind_Link_Used_TitleInputs) => LocalizedString;
export const remind_link_used_text: (inputs: Remind_Link_Used_TextInputs) => LocalizedString;
export const remind_unavailable_title: (inputs: Remind_Unavailable_TitleInputs) => LocalizedString;
export const remind_unavailable_text: (inputs: Remind_Unavailable_TextInputs) => LocalizedString;
export const remind_stop_title: (inputs: Remind_Stop_TitleInputs) => LocalizedString;
export const remind_stop_lead: (inputs: Remind_Stop_LeadInputs) => LocalizedString;
export const remind_stop_this: (inputs: Remind_Stop_ThisInputs) => LocalizedString;
export const remind_stop_everything: (inputs: Remind_Stop_EverythingInputs) => LocalizedString;
export const remind_stopped_this: (inputs: Remind_Stopped_ThisInputs) => LocalizedString;
export const remind_stopped_everything: (inputs: Remind_Stopped_EverythingInputs) => LocalizedString;
export const remind_stopped_title: (inputs: Remind_Stopped_TitleInputs) => LocalizedString;
export const remind_bad_stop_link: (inputs: Remind_Bad_Stop_LinkInputs) => LocalizedString;
export const remind_stop_failed: (inputs: Remind_Stop_FailedInputs) => LocalizedString;
export const mail_remind_footer_show: (inputs: Mail_Remind_Footer_ShowInputs) => LocalizedString;
export const mail_remind_footer_release: (inputs: Mail_Remind_Footer_ReleaseInputs) => LocalizedString;
export const mail_remind_confirm_subject: (inputs: Mail_Remind_Confirm_SubjectInputs) => LocalizedString;
export const mail_remind_confirm_asked_show: (inputs: Mail_Remind_Confirm_Asked_ShowInputs) => LocalizedString;
export const mail_remind_confirm_asked_release: (inputs: Mail_Remind_Confirm_Asked_ReleaseInputs) => LocalizedString;
export const mail_remind_confirm_action: (inputs: Mail_Remind_Confirm_ActionInputs) => LocalizedString;
export const mail_remind_confirm_how_long: (inputs: Mail_Remind_Confirm_How_LongInputs) => LocalizedString;
export const mail_remind_set_subject: (inputs: Mail_Remind_Set_SubjectInputs) => LocalizedString;
export const mail_remind_set_show: (inputs: Mail_Remind_Set_ShowInputs) => LocalizedString;
export const mail_remind_set_release: (inputs: Mail_Remind_Set_ReleaseInputs) => LocalizedString;
export const mail_remind_soon_subject: (inputs: Mail_Remind_Soon_SubjectInputs) => LocalizedString;
export const mail_remind_soon_lead: (inputs: Mail_Remind_Soon_LeadInputs) => LocalizedString;
export const mail_remind_on_sale_subject: (inputs: Mail_Remind_On_Sale_SubjectInputs) => LocalizedString;
export const mail_remind_on_sale_lead: (inputs: Mail_Remind_On_Sale_LeadInputs) => LocalizedString;
export const mail_remind_moved_subject: (inputs: Mail_Remind_Moved_SubjectInputs) => LocalizedString;
export const mail_remind_moved: (inputs: Mail_Remind_MovedInputs) => LocalizedString;
export const mail_remind_moved_undated: (inputs: Mail_Remind_Moved_UndatedInputs) => LocalizedString;
export const mail_remind_tickets_note: (inputs: Mail_Remind_Tickets_NoteInputs) => LocalizedString;
export const mail_remind_released_subject: (inputs: Mail_Remind_Released_SubjectInputs) => LocalizedString;
export const mail_remind_released_lead: (inputs: Mail_Remind_Released_LeadInputs) => LocalizedString;
export const mail_remind_release_page: (inputs: Mail_Remind_Release_PageInputs) => LocalizedString;
export const press_title: (inputs: Press_TitleInputs) => LocalizedString;
export const press_description: (inputs: Press_DescriptionInputs) => LocalizedString;
export const press_bookings: (inputs: Press_BookingsInputs) => LocalizedString;
export const press_email_bookings: (inputs: Press_Email_BookingsInputs) => LocalizedString;
export const press_download_pdf: (inputs: Press_Download_PdfInputs) => LocalizedString;
export const press_booking_subject: (inputs: Press_Booking_SubjectInputs) => LocalizedString;
export const press_short_bio: (inputs: Press_Short_BioInputs) => LocalizedString;
export const press_genres: (inputs: Press_GenresInputs) => LocalizedString;
export const press_hometown: (inputs: Press_HometownInputs) => LocalizedString;
export const press_photos: (inputs: Press_PhotosInputs) => LocalizedString;
export const press_photo_credit: (inputs: Press_Photo_CreditInputs) => LocalizedString;
export const press_download: (inputs: Press_DownloadInputs) => LocalizedString;
export const press_photo_number: (inputs: Press_Photo_NumberInputs) => LocalizedString;
export const press_logo: (inputs: Press_LogoInputs) => LocalizedString;
export const press_download_svg: (inputs: Press_Download_SvgInputs) => LocalizedString;
export const press_download_png: (inputs: Press_Download_PngInputs) => LocalizedString;
export const press_of_the_logo: (inputs: Press_Of_The_LogoInputs) => LocalizedString;
export const press_music: (inputs: Press_MusicInputs) => LocalizedString;
export const press_streaming_services: (inputs: Press_Streaming_ServicesInputs) => LocalizedString;
export const press_videos: (inputs: Press_VideosInputs) => LocalizedString;
export const press_quotes: (inputs: Press_QuotesInputs) => LocalizedString;
export const press_live: (inputs: Press_LiveInputs) => LocalizedString;
export const press_shows: (inputs: Press_ShowsInputs) => LocalizedString;
export const press_shows_played: (inputs: Press_Shows_PlayedInputs) => LocalizedString;
export const press_cities: (inputs: Press_CitiesInputs) => LocalizedString;
export const press_on_the_road: (inputs: Press_On_The_RoadInputs) => LocalizedString;
export const press_first_show: (inputs: Press_First_ShowInputs) => LocalizedString;
export const press_notable_shows: (inputs: Press_Notable_ShowsInputs) => LocalizedString;
export const press_engineer: (inputs: Press_EngineerInputs) => LocalizedString;
export const press_rider: (inputs: Press_RiderInputs) => LocalizedString;
export const press_stage_plot: (inputs: Press_Stage_PlotInputs) => LocalizedString;
export const press_input_list: (inputs: Press_Input_ListInputs) => LocalizedString;
export const press_draw: (inputs: Press_DrawInputs) => LocalizedString;
export const press_city: (inputs: Press_CityInputs) => LocalizedString;
export const press_ticket_clicks: (inputs: Press_Ticket_ClicksInputs) => LocalizedString;
export const press_fans_nearby: (inputs: Press_Fans_NearbyInputs) => LocalizedString;
export const press_draw_note: (inputs: Press_Draw_NoteInputs) => LocalizedString;
export const press_fewer_than: (inputs: Press_Fewer_ThanInputs) => LocalizedString;
export const press_pdf_shows_played: (inputs: Press_Pdf_Shows_PlayedInputs) => LocalizedString;
export const press_pdf_cities: (inputs: Press_Pdf_CitiesInputs) => LocalizedString;
export const press_pdf_about: (inputs: Press_Pdf_AboutInputs) => LocalizedString;
export const press_pdf_line_up: (inputs: Press_Pdf_Line_UpInputs) => LocalizedString;
export const press_pdf_footer: (inputs: Press_Pdf_FooterInputs) => LocalizedString;
export const press_pdf_title: (inputs: Press_Pdf_TitleInputs) => LocalizedString;
export const press_pdf_file_name: (inputs: Press_Pdf_File_NameInputs) => LocalizedString;
export const share_date_to_be_announced: (inputs: Share_Date_To_Be_AnnouncedInputs) => LocalizedString;
export const share_played: (inputs: Share_PlayedInputs) => LocalizedString;
export const share_out_soon: (inputs: Share_Out_SoonInputs) => LocalizedString;
export const mail_unsubscribe_now: (inputs: Mail_Unsubscribe_NowInputs) => LocalizedString;
export const mail_footer_entered: (inputs: Mail_Footer_EnteredInputs) => LocalizedString;
export const mail_footer_following: (inputs: Mail_Footer_FollowingInputs) => LocalizedString;
export const mail_confirm_subject: (inputs: Mail_Confirm_SubjectInputs) => LocalizedString;
export const mail_confirm_heading: (inputs: Mail_Confirm_HeadingInputs) => LocalizedString;
export const mail_confirm_asked: (inputs: Mail_Confirm_AskedInputs) => LocalizedString;
export const mail_confirm_action: (inputs: Mail_Confirm_ActionInputs) => LocalizedString;
export const mail_confirm_how_long: (inputs: Mail_Confirm_How_LongInputs) => LocalizedString;
export const mail_announce_subject_one: (inputs: Mail_Announce_Subject_OneInputs) => LocalizedString;
export const mail_announce_subject_undated: (inputs: Mail_Announce_Subject_UndatedInputs) => LocalizedString;
export const mail_announce_subject_many: (inputs: Mail_Announce_Subject_ManyInputs) => LocalizedString;
export const mail_announce_heading: (inputs: Mail_Announce_HeadingInputs) => LocalizedString;
export const mail_announce_lead: (inputs: Mail_Announce_LeadInputs) => LocalizedString;
export const mail_change_show: (inputs: Mail_Change_ShowInputs) => LocalizedString;
export const mail_change_show_on: (inputs: Mail_Change_Show_OnInputs) => LocalizedString;
export const mail_change_cancelled: (inputs: Mail_Change_CancelledInputs) => LocalizedString;
export const mail_change_postponed: (inputs: Mail_Change_PostponedInputs) => LocalizedString;
export const mail_change_rescheduled: (inputs: Mail_Change_RescheduledInputs) => LocalizedString;
export const mail_change_rescheduled_undated: (inputs: Mail_Change_Rescheduled_UndatedInputs) => LocalizedString;
export const mail_change_label_cancelled: (inputs: Mail_Change_Label_CancelledInputs) => LocalizedString;
export const mail_change_label_postponed: (inputs: Mail_Change_Label_PostponedInputs) => LocalizedString;
export const mail_change_label_rescheduled: (inputs: Mail_Change_Label_RescheduledInputs) => LocalizedString;
export const mail_change_subject: (inputs: Mail_Change_SubjectInputs) => LocalizedString;
export const mail_date_to_be_announced: (inputs: Mail_Date_To_Be_AnnouncedInputs) => LocalizedString;
export const mail_get_tickets: (inputs: Mail_Get_TicketsInputs) => LocalizedString;
export const mail_show_page: (inputs: Mail_Show_PageInputs) => LocalizedString;
export const mail_add_to_calendar: (inputs: Mail_Add_To_CalendarInputs) => LocalizedString;
export const places_type_a_place: (inputs: Places_Type_A_PlaceInputs) => LocalizedString;
export const places_unknown: (inputs: Places_UnknownInputs) => LocalizedString;
export const places_unknown_code: (inputs: Places_Unknown_CodeInputs) => LocalizedString;
export const places_which_one: (inputs: Places_Which_OneInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Skip_To_ContentInputs = {};
export type Shell_Nav_MainInputs = {};
export type Shell_Nav_HomeInputs = {};
export type Shell_Nav_TourInputs = {};
export type Shell_Nav_AboutInputs = {};
export type Shell_Nav_MusicInputs = {};
export type Shell_MenuInputs = {};
export type Shell_Menu_OpenInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_BookingsInputs = {};
export type Shell_Bookings_AddressInputs = {
    email: NonNullable<unknown>;
};
export type Shell_Tour_DatesInputs = {};
export type Shell_Press_KitInputs = {};
export type Shell_PrivacyInputs = {};
export type Shell_SocialsInputs = {};
export type Shell_Made_ByInputs = {
    name: NonNullable<unknown>;
};
export type Shell_A_HeartInputs = {};
export type Shell_Logo_HomeInputs = {
    logo: NonNullable<unknown>;
};
export type Shell_LanguagesInputs = {};
export type Shell_This_Page_InInputs = {
    language: NonNullable<unknown>;
};
export type Error_Back_HomeInputs = {};
export type Error_Not_Found_TitleInputs = {};
export type Error_Not_Found_MessageInputs = {};
export type Error_Next_ShowInputs = {};
export type Error_Latest_ReleaseInputs = {};
export type Error_Unexpected_TitleInputs = {};
export type Error_Unexpected_HeadingInputs = {};
export type Error_Unexpected_MessageInputs = {};
export type Shell_Stream_OnInputs = {};
export type Shell_On_ServiceInputs = {
    who: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
export type Home_Tour_DatesInputs = {};
export type Home_Next_ShowInputs = {};
export type Home_Next_Show_NamedInputs = {};
export type Home_Listen_To_Us_OnInputs = {};
export type Home_Listen_OnInputs = {};
export type Home_Watch_OnInputs = {};
export type Home_Next_Show_DayInputs = {
    weekday: NonNullable<unknown>;
    month: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Music_TitleInputs = {};
export type Music_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Music_ListenInputs = {};
export type Music_Streaming_ServicesInputs = {};
export type Music_DiscographyInputs = {};
export type Music_Albums_UnavailableInputs = {};
export type Music_No_AlbumsInputs = {};
export type Music_CreditsInputs = {};
export type Music_Credits_OfInputs = {
    title: NonNullable<unknown>;
};
export type Music_Written_ByInputs = {};
export type Music_Produced_ByInputs = {};
export type Music_Recorded_AtInputs = {};
export type Music_Listen_OnInputs = {};
export type Music_Kind_AlbumInputs = {};
export type Music_Kind_EpInputs = {};
export type Music_Kind_SingleInputs = {};
export type Music_Release_DescriptionInputs = {
    title: NonNullable<unknown>;
    band: NonNullable<unknown>;
    release: NonNullable<unknown>;
};
export type Music_Release_CoverInputs = {
    title: NonNullable<unknown>;
};
export type Music_Release_TracksInputs = {};
export type Music_Release_Where_To_ListenInputs = {};
export type Music_Release_All_MusicInputs = {};
export type Music_Release_UnavailableInputs = {};
export type Pages_About_TitleInputs = {};
export type Pages_StoryInputs = {};
export type Pages_MembersInputs = {};
export type Pages_Press_KitInputs = {};
export type Pages_Privacy_TitleInputs = {};
export type Pages_Privacy_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Pages_Privacy_LeadInputs = {};
export type Pages_Privacy_What_TitleInputs = {};
export type Pages_Privacy_WhatInputs = {};
export type Pages_Privacy_Why_TitleInputs = {};
export type Pages_Privacy_WhyInputs = {
    band: NonNullable<unknown>;
};
export type Pages_Privacy_How_Long_TitleInputs = {};
export type Pages_Privacy_UnconfirmedInputs = {
    hours: NonNullable<unknown>;
};
export type Pages_Privacy_Sent_MailInputs = {
    days: NonNullable<unknown>;
};
export type Pages_Privacy_Rate_LimitInputs = {
    duration: NonNullable<unknown>;
};
export type Pages_Privacy_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Pages_Privacy_Ticket_ClicksInputs = {
    hours: NonNullable<unknown>;
};
export type Pages_Privacy_Leave_TitleInputs = {};
export type Pages_Privacy_LeaveInputs = {};
export type Pages_Privacy_Leave_By_MailInputs = {};
export type Pages_Privacy_Reminders_TitleInputs = {};
export type Pages_Privacy_RemindersInputs = {};
export type Pages_Privacy_Reminders_WhyInputs = {};
export type Pages_Privacy_Reminders_How_LongInputs = {
    hours: NonNullable<unknown>;
    days: NonNullable<unknown>;
    late: NonNullable<unknown>;
};
export type Pages_Privacy_Visits_TitleInputs = {};
export type Pages_Privacy_VisitsInputs = {};
export type Pages_Privacy_Browser_TitleInputs = {};
export type Pages_Privacy_BrowserInputs = {
    note: NonNullable<unknown>;
};
export type Shows_Upcoming_TitleInputs = {};
export type Shows_Date_To_Be_AnnouncedInputs = {};
export type Shows_All_DatesInputs = {
    count: NonNullable<unknown>;
};
export type Shows_Past_Shows_LinkInputs = {};
export type Shows_NoneInputs = {};
export type Shows_UnavailableInputs = {};
export type Shows_Tile_TbaInputs = {};
export type Shows_Add_To_CalendarInputs = {};
export type Shows_SubscribeInputs = {};
export type Shows_Another_Calendar_AppInputs = {};
export type Shows_Calendar_AddressInputs = {};
export type Shows_Copy_AddressInputs = {};
export type Shows_CopiedInputs = {};
export type Shows_Feed_PitchInputs = {};
export type Shows_Only_Near_YouInputs = {};
export type Shows_At_VenueInputs = {
    venue: NonNullable<unknown>;
};
export type Shows_Fact_DateInputs = {};
export type Shows_Fact_Original_DateInputs = {};
export type Shows_Fact_VenueInputs = {};
export type Shows_Fact_SupportInputs = {};
export type Shows_Fact_Price_And_AgesInputs = {};
export type Shows_Fact_TicketsInputs = {};
export type Shows_Fact_NotesInputs = {};
export type Shows_DirectionsInputs = {};
export type Shows_Directions_ToInputs = {
    venue: NonNullable<unknown>;
};
export type Shows_Doors_AmInputs = {
    time: NonNullable<unknown>;
};
export type Shows_Doors_PmInputs = {
    time: NonNullable<unknown>;
};
export type Shows_Doors_AtInputs = {
    time: NonNullable<unknown>;
};
export type Shows_FlyerInputs = {};
export type Shows_Flyer_OfInputs = {
    show: NonNullable<unknown>;
};
export type Shows_Open_FlyerInputs = {};
export type Shows_Band_AtInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Band_Live_AtInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Is_CancelledInputs = {};
export type Shows_Is_On_NowInputs = {};
export type Shows_Postponed_NoteInputs = {};
export type Shows_Has_PassedInputs = {};
export type Shows_On_NowInputs = {};
export type Shows_Status_PostponedInputs = {};
export type Shows_Status_CancelledInputs = {};
export type Shows_Status_RescheduledInputs = {};
export type Shows_Moved_FromInputs = {
    date: NonNullable<unknown>;
};
export type Shows_Tour_DatesInputs = {};
export type Shows_Tour_Dates_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Past_TitleInputs = {};
export type Shows_Past_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Past_NoneInputs = {};
export type Shows_Upcoming_LinkInputs = {};
export type Shows_Show_TitleInputs = {};
export type Shows_More_ShowsInputs = {};
export type Shows_All_UpcomingInputs = {};
export type Shows_Near_TitleInputs = {};
export type Shows_Near_Error_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Shows_Near_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Near_IntroInputs = {};
export type Shows_Near_Feed_ScopeInputs = {
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Shows_Near_Coming_UpInputs = {
    place: NonNullable<unknown>;
};
export type Shows_Near_NoneInputs = {};
export type Shows_Near_WhichInputs = {
    place: NonNullable<unknown>;
};
export type Shows_Near_SeveralInputs = {};
export type Shows_Near_Somewhere_ElseInputs = {};
export type Shows_Near_FindInputs = {};
export type Shows_Near_Place_LabelInputs = {};
export type Shows_Near_Place_HintInputs = {};
export type Shows_Near_Within_LabelInputs = {};
export type Shows_Near_Within_Hint_MiInputs = {};
export type Shows_Near_Within_Hint_KmInputs = {};
export type Shows_Near_SubmitInputs = {};
export type Shows_Page_Title_NamedInputs = {
    heading: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Shows_Page_Date_TbaInputs = {};
export type Shows_Page_Sentence_DatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Shows_Page_Sentence_UndatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Shows_Event_SummaryInputs = {
    band: NonNullable<unknown>;
    venue: NonNullable<unknown>;
};
export type Shows_Feed_NameInputs = {
    band: NonNullable<unknown>;
};
export type Shows_Feed_Near_NameInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Shows_Calendar_Not_FoundInputs = {};
export type Shows_Price_FreeInputs = {};
export type Shows_AgesInputs = {
    age: NonNullable<unknown>;
};
export type Shows_LineupInputs = {
    names: NonNullable<unknown>;
};
export type Shows_Distance_How_MiInputs = {
    example: NonNullable<unknown>;
};
export type Shows_Distance_How_KmInputs = {
    example: NonNullable<unknown>;
};
export type Shows_Distance_MissingInputs = {
    how: NonNullable<unknown>;
};
export type Shows_Distance_UnreadableInputs = {
    text: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Shows_Distance_Too_ShortInputs = {
    shortest: NonNullable<unknown>;
    how: NonNullable<unknown>;
};
export type Shows_Distance_Too_FarInputs = {
    distance: NonNullable<unknown>;
    longest: NonNullable<unknown>;
};
export type Shows_Unavailable_PlainInputs = {};
export type Tickets_LabelInputs = {};
export type Tickets_Get_TicketsInputs = {};
export type Tickets_Row_GetInputs = {};
export type Tickets_Row_TicketsInputs = {};
export type Tickets_For_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Tickets_InfoInputs = {};
export type Tickets_Sold_OutInputs = {};
export type Tickets_At_DoorInputs = {};
export type Tickets_On_SaleInputs = {
    date: NonNullable<unknown>;
};
export type Tickets_LinkInputs = {
    url: NonNullable<unknown>;
};
export type Tickets_Calendar_FileInputs = {};
export type Follow_Box_HeadingInputs = {};
export type Follow_Email_LabelInputs = {};
export type Follow_Place_LabelInputs = {};
export type Follow_Distance_LabelInputs = {};
export type Follow_Distance_HintInputs = {
    distance: NonNullable<unknown>;
};
export type Follow_Consent_NearInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Consent_WithinInputs = {
    band: NonNullable<unknown>;
    distance: NonNullable<unknown>;
};
export type Follow_SubmitInputs = {};
export type Follow_PrivacyInputs = {};
export type Follow_Which_PlaceInputs = {
    typed: NonNullable<unknown>;
};
export type Follow_Place_Hint_UsInputs = {};
export type Follow_Place_Hint_CaInputs = {};
export type Follow_Place_Hint_OtherInputs = {};
export type Follow_Email_MissingInputs = {};
export type Follow_Email_InvalidInputs = {};
export type Follow_Consent_MissingInputs = {};
export type Follow_Choose_PlaceInputs = {};
export type Follow_Refused_Cross_SiteInputs = {};
export type Follow_Refused_Too_LargeInputs = {};
export type Follow_Refused_Not_A_FormInputs = {};
export type Follow_Refused_Too_OftenInputs = {};
export type Follow_Refused_Too_Much_MailInputs = {};
export type Follow_Refused_UnavailableInputs = {};
export type Follow_Not_OpenInputs = {};
export type Follow_TitleInputs = {};
export type Follow_DescriptionInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Not_AvailableInputs = {};
export type Follow_IntroInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Check_TheseInputs = {
    count: NonNullable<unknown>;
};
export type Follow_Check_Inbox_TitleInputs = {};
export type Follow_Check_Inbox_LeadInputs = {};
export type Follow_Check_Inbox_DetailsInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Back_To_ShowsInputs = {};
export type Follow_Confirm_TitleInputs = {};
export type Follow_Confirm_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Confirm_ButtonInputs = {};
export type Follow_Link_Forged_TitleInputs = {};
export type Follow_Link_Forged_TextInputs = {};
export type Follow_Link_Expired_TitleInputs = {};
export type Follow_Link_Expired_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Confirm_Unavailable_TitleInputs = {};
export type Follow_Confirm_Unavailable_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Follow_Link_Used_TitleInputs = {};
export type Follow_Link_Used_TextInputs = {};
export type Follow_Sign_Up_AgainInputs = {};
export type Follow_Confirmed_TitleInputs = {};
export type Follow_Confirmed_LeadInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Follow_Shows_Near_YouInputs = {};
export type Follow_None_BookedInputs = {};
export type Follow_Every_Upcoming_ShowInputs = {};
export type Follow_Stop_All_EmailsInputs = {};
export type Follow_Unsubscribe_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Follow_Leave_FailedInputs = {};
export type Follow_Bad_Unsubscribe_LinkInputs = {};
export type Follow_Left_TitleInputs = {};
export type Follow_LeftInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Box_HeadingInputs = {};
export type Remind_Box_Lead_ShowInputs = {};
export type Remind_Box_Lead_ReleaseInputs = {};
export type Remind_Email_LabelInputs = {};
export type Remind_Consent_ShowInputs = {};
export type Remind_Consent_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_Submit_ShowInputs = {};
export type Remind_Submit_ReleaseInputs = {};
export type Remind_PrivacyInputs = {};
export type Remind_Title_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Remind_Title_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_TitleInputs = {};
export type Remind_Unknown_SubjectInputs = {};
export type Remind_Show_PassedInputs = {};
export type Remind_Release_OutInputs = {};
export type Remind_Email_MissingInputs = {};
export type Remind_Email_InvalidInputs = {};
export type Remind_Consent_MissingInputs = {};
export type Remind_Check_TheseInputs = {};
export type Remind_Not_OpenInputs = {};
export type Remind_Check_Inbox_TitleInputs = {};
export type Remind_Check_Inbox_LeadInputs = {};
export type Remind_Check_Inbox_DetailsInputs = {
    hours: NonNullable<unknown>;
};
export type Remind_BackInputs = {};
export type Remind_Confirm_TitleInputs = {};
export type Remind_Confirm_LeadInputs = {};
export type Remind_Confirm_ButtonInputs = {};
export type Remind_Confirmed_TitleInputs = {};
export type Remind_Confirmed_ShowInputs = {
    show: NonNullable<unknown>;
};
export type Remind_Confirmed_ReleaseInputs = {
    title: NonNullable<unknown>;
};
export type Remind_Link_Forged_TitleInputs = {};
export type Remind_Link_Forged_TextInputs = {};
export type Remind_Link_Expired_TitleInputs = {};
export type Remind_Link_Expired_TextInputs = {
    hours: NonNullable<unknown>;
};
export type Remind_Link_Used_TitleInputs = {};
export type Remind_Link_Used_TextInputs = {};
export type Remind_Unavailable_TitleInputs = {};
export type Remind_Unavailable_TextInputs = {};
export type Remind_Stop_TitleInputs = {};
export type Remind_Stop_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stop_ThisInputs = {};
export type Remind_Stop_EverythingInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stopped_ThisInputs = {};
export type Remind_Stopped_EverythingInputs = {
    band: NonNullable<unknown>;
};
export type Remind_Stopped_TitleInputs = {};
export type Remind_Bad_Stop_LinkInputs = {};
export type Remind_Stop_FailedInputs = {};
export type Mail_Remind_Footer_ShowInputs = {};
export type Mail_Remind_Footer_ReleaseInputs = {};
export type Mail_Remind_Confirm_SubjectInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_Asked_ShowInputs = {
    band: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_Asked_ReleaseInputs = {
    band: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Mail_Remind_Confirm_ActionInputs = {};
export type Mail_Remind_Confirm_How_LongInputs = {
    hours: NonNullable<unknown>;
};
export type Mail_Remind_Set_SubjectInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Set_ShowInputs = {};
export type Mail_Remind_Set_ReleaseInputs = {
    what: NonNullable<unknown>;
};
export type Mail_Remind_Soon_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_Soon_LeadInputs = {
    band: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Remind_On_Sale_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_On_Sale_LeadInputs = {};
export type Mail_Remind_Moved_SubjectInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Remind_MovedInputs = {
    date: NonNullable<unknown>;
    venue: NonNullable<unknown>;
};
export type Mail_Remind_Moved_UndatedInputs = {
    venue: NonNullable<unknown>;
};
export type Mail_Remind_Tickets_NoteInputs = {};
export type Mail_Remind_Released_SubjectInputs = {
    title: NonNullable<unknown>;
};
export type Mail_Remind_Released_LeadInputs = {
    band: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Mail_Remind_Release_PageInputs = {};
export type Press_TitleInputs = {};
export type Press_DescriptionInputs = {
    band: NonNullable<unknown>;
    pitch: NonNullable<unknown>;
};
export type Press_BookingsInputs = {};
export type Press_Email_BookingsInputs = {};
export type Press_Download_PdfInputs = {};
export type Press_Booking_SubjectInputs = {
    band: NonNullable<unknown>;
};
export type Press_Short_BioInputs = {};
export type Press_GenresInputs = {
    count: NonNullable<unknown>;
};
export type Press_HometownInputs = {};
export type Press_PhotosInputs = {};
export type Press_Photo_CreditInputs = {
    credit: NonNullable<unknown>;
};
export type Press_DownloadInputs = {};
export type Press_Photo_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Press_LogoInputs = {};
export type Press_Download_SvgInputs = {};
export type Press_Download_PngInputs = {};
export type Press_Of_The_LogoInputs = {};
export type Press_MusicInputs = {};
export type Press_Streaming_ServicesInputs = {};
export type Press_VideosInputs = {};
export type Press_QuotesInputs = {};
export type Press_LiveInputs = {};
export type Press_ShowsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Press_Shows_PlayedInputs = {
    count: NonNullable<unknown>;
};
export type Press_CitiesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Press_On_The_RoadInputs = {};
export type Press_First_ShowInputs = {};
export type Press_Notable_ShowsInputs = {};
export type Press_EngineerInputs = {};
export type Press_RiderInputs = {};
export type Press_Stage_PlotInputs = {};
export type Press_Input_ListInputs = {};
export type Press_DrawInputs = {};
export type Press_CityInputs = {};
export type Press_Ticket_ClicksInputs = {};
export type Press_Fans_NearbyInputs = {};
export type Press_Draw_NoteInputs = {
    threshold: NonNullable<unknown>;
};
export type Press_Fewer_ThanInputs = {
    threshold: NonNullable<unknown>;
};
export type Press_Pdf_Shows_PlayedInputs = {
    count: NonNullable<unknown>;
};
export type Press_Pdf_CitiesInputs = {
    count: NonNullable<unknown>;
};
export type Press_Pdf_AboutInputs = {};
export type Press_Pdf_Line_UpInputs = {};
export type Press_Pdf_FooterInputs = {
    url: NonNullable<unknown>;
};
export type Press_Pdf_TitleInputs = {
    band: NonNullable<unknown>;
};
export type Press_Pdf_File_NameInputs = {
    band: NonNullable<unknown>;
};
export type Share_Date_To_Be_AnnouncedInputs = {};
export type Share_PlayedInputs = {};
export type Share_Out_SoonInputs = {};
export type Mail_Unsubscribe_NowInputs = {};
export type Mail_Footer_EnteredInputs = {};
export type Mail_Footer_FollowingInputs = {};
export type Mail_Confirm_SubjectInputs = {
    band: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_HeadingInputs = {
    band: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_AskedInputs = {
    band: NonNullable<unknown>;
    within: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Mail_Confirm_ActionInputs = {};
export type Mail_Confirm_How_LongInputs = {
    hours: NonNullable<unknown>;
};
export type Mail_Announce_Subject_OneInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Announce_Subject_UndatedInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Announce_Subject_ManyInputs = {
    band: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Mail_Announce_HeadingInputs = {
    count: NonNullable<unknown>;
};
export type Mail_Announce_LeadInputs = {
    band: NonNullable<unknown>;
};
export type Mail_Change_ShowInputs = {
    where: NonNullable<unknown>;
};
export type Mail_Change_Show_OnInputs = {
    where: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Change_CancelledInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_PostponedInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_RescheduledInputs = {
    show: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Mail_Change_Rescheduled_UndatedInputs = {
    show: NonNullable<unknown>;
};
export type Mail_Change_Label_CancelledInputs = {};
export type Mail_Change_Label_PostponedInputs = {};
export type Mail_Change_Label_RescheduledInputs = {};
export type Mail_Change_SubjectInputs = {
    label: NonNullable<unknown>;
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Mail_Date_To_Be_AnnouncedInputs = {};
export type Mail_Get_TicketsInputs = {};
export type Mail_Show_PageInputs = {};
export type Mail_Add_To_CalendarInputs = {};
export type Places_Type_A_PlaceInputs = {};
export type Places_UnknownInputs = {
    typed: NonNullable<unknown>;
};
export type Places_Unknown_CodeInputs = {
    code: NonNullable<unknown>;
};
export type Places_Which_OneInputs = {
    typed: NonNullable<unknown>;
    choices: NonNullable<unknown>;
    last: NonNullable<unknown>;
    first: NonNullable<unknown>;
};
