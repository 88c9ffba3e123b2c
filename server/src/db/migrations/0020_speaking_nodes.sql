CREATE TABLE "speaking_nodes" (
	"node_id" text PRIMARY KEY NOT NULL,
	"neural_voice" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
