CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"name" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_code" text NOT NULL,
	"password_hash" text,
	"status" text NOT NULL,
	"strategy" text DEFAULT 'local' NOT NULL,
	"user_active_location" text DEFAULT 'US' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_tbes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wof" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"department_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conference_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_reason" text,
	"email_confirm_code_hash" text,
	"set_password_code_hash" text,
	"set_password_expires_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"line_status" text,
	"size_range" text,
	"wholesale_price" bigint,
	"original_cost" bigint,
	"suggested_retail" bigint,
	"markup_percent" double precision,
	"status_date" date,
	"last_prod_date" date,
	"style_last_prod_date" date,
	"add_date" date,
	"first_avail_date" date,
	"total_inventory" integer,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_locations_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"thumbnail" text,
	"print_image" text,
	"created_date" timestamp with time zone,
	"updated_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"description" text,
	"features" jsonb,
	"division" text,
	"gender" text,
	"size_scale" text,
	"outsole" text,
	"upper" text,
	"nrf" text,
	"vegan" boolean,
	"color_description" text,
	"season_codes" jsonb,
	"box_category" text,
	"duty_code" text,
	"key_initiative" text,
	"territories" jsonb,
	"country" text,
	"cost" bigint,
	"net_cost" bigint,
	"suggested_retail" bigint,
	"discount_percent" double precision,
	"discount_amount" bigint,
	"first_cost" bigint,
	"quantity" integer,
	"quantity_on_hand" integer,
	"style_quantity" integer,
	"style_quantity_on_hand" integer,
	"initial_markup" double precision,
	"sell_thru" double precision,
	"style_sell_thru" double precision,
	"percentage" double precision,
	"color_percent" double precision,
	"units" integer,
	"style_note" text,
	"color_note" text,
	"collection_style_note" text,
	"collection_color_note" text,
	"label" text,
	"pillar" text,
	"life_cycle" text,
	"due_date" date,
	"samples" integer,
	"rush_samples" integer,
	"focus_style" boolean,
	"store_type" text,
	"usa_dc" text,
	"bought_status" text,
	"new_color" boolean,
	"carryover" boolean,
	"starred" boolean,
	"selected" boolean,
	"in_sample_orders" boolean,
	"in_wholesale_orders" boolean,
	"relationships" jsonb,
	"capacity" double precision,
	"capacity_unit" text,
	"capacity_type" text,
	"dimensions" text,
	"metric_dimensions" text,
	"expiration_date" date,
	"pop_category" text,
	"pop_type" text,
	"pop_gender" text,
	"usage" text,
	"materials" jsonb,
	"categories" jsonb,
	"e_commerce" jsonb,
	"components" jsonb,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_item_files" (
	"id" text PRIMARY KEY NOT NULL,
	"library_item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filename" text NOT NULL,
	"source_file" text,
	"preview_jpg" text,
	"preview_pdf" text,
	"preview_video" text,
	"usage_type" text NOT NULL,
	"thumbnail" text,
	"groups" jsonb,
	"dimensions" jsonb,
	"file_size" bigint,
	"modified_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"library_type" text NOT NULL,
	"status" text NOT NULL,
	"asset_type" text,
	"asset_sub_type" text,
	"category" text,
	"gender" text,
	"tag" jsonb,
	"season" text,
	"year" integer,
	"lang" text,
	"initiative" text,
	"function" text,
	"element" text,
	"entity" jsonb,
	"store_type" text,
	"added_by" text,
	"start_date" date,
	"end_date" date,
	"begin_date" date,
	"expire_date" date,
	"division_id" text,
	"doc_type" text,
	"locations" jsonb,
	"region" text,
	"orientation" text,
	"usage" text,
	"vm_category" text,
	"media_display" text,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assortment_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_type" jsonb NOT NULL,
	"product_type" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assortment" text NOT NULL,
	"filename" text NOT NULL,
	"display_name" text,
	"subject" text,
	"body" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user" text NOT NULL,
	"status" text NOT NULL,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assortments" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"type" text NOT NULL,
	"hierarchy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text,
	"method" text NOT NULL,
	"org_type" text NOT NULL,
	"product_type" text,
	"channel" text,
	"region" text,
	"season" text,
	"year" integer,
	"gender" text,
	"location_id" text,
	"status" text,
	"state" text NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"owner_code" text,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"last_edited_by_user" text,
	"carryover_date" date,
	"logo" text,
	"thumbnail" text,
	"sort_order" integer,
	"decimals_places" integer,
	"alerts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"query" jsonb,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ui_settings" jsonb,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"collection_type" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_model" text NOT NULL,
	"linkage_id" text,
	"linkage_object" jsonb,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"assortment_id" text NOT NULL,
	"index" integer NOT NULL,
	"title" text NOT NULL,
	"open_state" boolean DEFAULT false NOT NULL,
	"always_open" boolean DEFAULT false NOT NULL,
	"content_tab" text,
	"locked" boolean DEFAULT false NOT NULL,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_content" jsonb,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"short_name" text NOT NULL,
	"product_type" text,
	"region" text,
	"org_type" text,
	"method" text,
	"state" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"channel" text NOT NULL,
	"preview_jpg" text,
	"source_file" text,
	"sort_order" integer,
	"status" text NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coordinator_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"coordinator_code" text NOT NULL,
	"coordinator_name" text,
	"requester_code" text NOT NULL,
	"requester_name" text,
	"order_subtype" text,
	"status" text NOT NULL,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"notification_type" text NOT NULL,
	"state" text NOT NULL,
	"title" text,
	"message" text,
	"order_id" text,
	"order_number" bigint,
	"created_date" timestamp with time zone,
	"read_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"status" text NOT NULL,
	"source" text,
	"size" text,
	"side" text,
	"quantity" integer,
	"shipper" text,
	"tracking" text,
	"tracking_url" text,
	"term" text,
	"return_type" text,
	"size_preference" text,
	"division" text,
	"product_type" text,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warehouse" text,
	"unit_price" bigint,
	"prices" jsonb,
	"pack_code" text,
	"sizes" jsonb,
	"start_date" date,
	"end_date" date,
	"days_out" integer,
	"discount" double precision,
	"division_id" text,
	"reduced" boolean,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"order_identifier" text,
	"type" text NOT NULL,
	"order_type" text NOT NULL,
	"order_subtype" text,
	"purpose" text,
	"customer_id" text,
	"customer" jsonb,
	"status" text NOT NULL,
	"order_approval_status" text,
	"product_type" text,
	"requester_code" text NOT NULL,
	"requester_name" text,
	"approver_code" text,
	"approver_name" text,
	"senior_approver_code" text,
	"senior_approver_name" text,
	"buyer" text,
	"delivery_method" text,
	"requested_delivery_date" date,
	"reason" text,
	"submitted_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skus" jsonb,
	"account" text,
	"po" text,
	"origin" text,
	"region" text,
	"shipping_method" text,
	"rep_number" text,
	"rep_number2" text,
	"unavailable_skus" jsonb,
	"email_cc" jsonb,
	"instructions" text,
	"phone" text,
	"stores" jsonb,
	"hard_copy" boolean,
	"availability_date" date,
	"partial_shipments" boolean,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accounts" jsonb,
	"address" jsonb,
	"warehouse" text,
	"promo_code" text,
	"coordinator_name" text,
	"coordinator" text,
	"coordinator_assignment" text,
	"additional_term" text,
	"terms_by_region" jsonb,
	"terms_by_country" jsonb,
	"pack_codes" jsonb,
	"currency" jsonb,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_inventory" (
	"id" text PRIMARY KEY NOT NULL,
	"library" text NOT NULL,
	"division" text,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"side" text,
	"size" text,
	"status" text,
	"gender" text,
	"subtype" text,
	"region" text,
	"origin" text,
	"total_qty" integer,
	"on_hand_qty" integer,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"bin" text,
	"mold_num" text,
	"mold_date" date,
	"quantity" integer,
	"aisle" text,
	"direction" text,
	"level" text,
	"shelf" text,
	"new_bin" text,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_tracking" (
	"id" text PRIMARY KEY NOT NULL,
	"sample_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"action" text NOT NULL,
	"quantity" integer,
	"user_code" text,
	"note" text,
	"created_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"title" text,
	"body" text,
	"asset_id" text,
	"image" text,
	"chart" jsonb,
	"created_date" timestamp with time zone,
	"modified_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"model_type" text NOT NULL,
	"model_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_code" text,
	"created_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"flag" text NOT NULL,
	"model_type" text NOT NULL,
	"model_id" text NOT NULL,
	"created_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"filename" text NOT NULL,
	"file_size" bigint NOT NULL,
	"chunk_size" integer NOT NULL,
	"usage_type" text NOT NULL,
	"library_type" text,
	"attach_to" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commands" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_rejections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"collection" text NOT NULL,
	"document_id" text NOT NULL,
	"reason_code" text NOT NULL,
	"message" text NOT NULL,
	"refused_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_item_files" ADD CONSTRAINT "library_item_files_library_item_id_library_items_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_groups" ADD CONSTRAINT "display_groups_assortment_id_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_sets" ADD CONSTRAINT "season_sets_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD CONSTRAINT "sample_tracking_sample_id_sample_inventory_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample_inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_rejections" ADD CONSTRAINT "sync_rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_code_uq" ON "users" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "product_locations_seq_idx" ON "product_locations" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "product_locations_code_status_idx" ON "product_locations" USING btree ("code","line_status");--> statement-breakpoint
CREATE INDEX "products_seq_idx" ON "products" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "products_type_created_idx" ON "products" USING btree ("product_type","created_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style","color");--> statement-breakpoint
CREATE INDEX "products_type_name_idx" ON "products" USING btree ("product_type","name");--> statement-breakpoint
CREATE INDEX "products_division_idx" ON "products" USING btree ("division");--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "products_key_initiative_idx" ON "products" USING btree ("key_initiative");--> statement-breakpoint
CREATE INDEX "products_categories_gin" ON "products" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "library_item_files_seq_idx" ON "library_item_files" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "library_item_files_item_idx" ON "library_item_files" USING btree ("library_item_id","position");--> statement-breakpoint
CREATE INDEX "library_item_files_modified_idx" ON "library_item_files" USING btree ("modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_items_seq_idx" ON "library_items" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "library_items_type_status_modified_idx" ON "library_items" USING btree ("library_type","status","modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_items_type_name_idx" ON "library_items" USING btree ("library_type","name");--> statement-breakpoint
CREATE INDEX "library_items_season_year_idx" ON "library_items" USING btree ("season","year");--> statement-breakpoint
CREATE INDEX "assortment_documents_seq_idx" ON "assortment_documents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "assortment_documents_assortment_idx" ON "assortment_documents" USING btree ("assortment");--> statement-breakpoint
CREATE INDEX "assortment_documents_user_idx" ON "assortment_documents" USING btree ("user","created_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assortments_seq_idx" ON "assortments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "assortments_owner_modified_idx" ON "assortments" USING btree ("owner_code","modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assortments_org_season_idx" ON "assortments" USING btree ("org_type","channel","season","year","region");--> statement-breakpoint
CREATE INDEX "assortments_state_idx" ON "assortments" USING btree ("state");--> statement-breakpoint
CREATE INDEX "collections_seq_idx" ON "collections" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "collections_type_linkage_idx" ON "collections" USING btree ("collection_type","linkage_id");--> statement-breakpoint
CREATE INDEX "display_groups_seq_idx" ON "display_groups" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "display_groups_assortment_idx" ON "display_groups" USING btree ("assortment_id","index");--> statement-breakpoint
CREATE INDEX "season_sets_seq_idx" ON "season_sets" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "season_sets_season_idx" ON "season_sets" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "seasons_seq_idx" ON "seasons" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "seasons_channel_status_idx" ON "seasons" USING btree ("channel","status","sort_order");--> statement-breakpoint
CREATE INDEX "coordinator_assignments_seq_idx" ON "coordinator_assignments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "coordinator_assignments_coordinator_idx" ON "coordinator_assignments" USING btree ("coordinator_code");--> statement-breakpoint
CREATE INDEX "coordinator_assignments_requester_idx" ON "coordinator_assignments" USING btree ("requester_code");--> statement-breakpoint
CREATE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "notifications_user_state_idx" ON "notifications" USING btree ("user_code","state");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_code","seq");--> statement-breakpoint
CREATE INDEX "order_lines_seq_idx" ON "order_lines" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_style_idx" ON "order_lines" USING btree ("style","color");--> statement-breakpoint
CREATE INDEX "orders_seq_idx" ON "orders" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_type_status_number_idx" ON "orders" USING btree ("type","status","order_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_requester_idx" ON "orders" USING btree ("requester_code");--> statement-breakpoint
CREATE INDEX "orders_approver_idx" ON "orders" USING btree ("approver_code");--> statement-breakpoint
CREATE INDEX "orders_senior_approver_idx" ON "orders" USING btree ("senior_approver_code");--> statement-breakpoint
CREATE INDEX "orders_coordinator_idx" ON "orders" USING btree ("coordinator");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_inventory_seq_idx" ON "sample_inventory" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sample_inventory_library_style_idx" ON "sample_inventory" USING btree ("library","style","color");--> statement-breakpoint
CREATE INDEX "sample_inventory_library_division_idx" ON "sample_inventory" USING btree ("library","division");--> statement-breakpoint
CREATE INDEX "sample_inventory_mold_idx" ON "sample_inventory" USING btree ("library","mold_num") WHERE "sample_inventory"."mold_num" is not null;--> statement-breakpoint
CREATE INDEX "sample_tracking_seq_idx" ON "sample_tracking" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sample_tracking_sample_idx" ON "sample_tracking" USING btree ("sample_id","position");--> statement-breakpoint
CREATE INDEX "announcements_seq_idx" ON "announcements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published","modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stat_events_seq_idx" ON "stat_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "stat_events_action_created_idx" ON "stat_events" USING btree ("action","created_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stat_events_model_idx" ON "stat_events" USING btree ("model_type","model_id");--> statement-breakpoint
CREATE INDEX "user_flags_seq_idx" ON "user_flags" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "user_flags_user_model_uq" ON "user_flags" USING btree ("user_code","model_type","model_id","flag");--> statement-breakpoint
CREATE INDEX "user_flags_user_seq_idx" ON "user_flags" USING btree ("user_code","seq");--> statement-breakpoint
CREATE INDEX "uploads_seq_idx" ON "uploads" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_upload_id_uq" ON "uploads" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_user_status_idx" ON "uploads" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "commands_seq_idx" ON "commands" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "commands_user_seq_idx" ON "commands" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "commands_status_created_idx" ON "commands" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sync_rejections_seq_idx" ON "sync_rejections" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sync_rejections_user_seq_idx" ON "sync_rejections" USING btree ("user_id","seq");