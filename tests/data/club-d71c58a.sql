-- The club's database as the start commit of issue 46 (d71c58a) wrote it: schema versions 1-6 and a
-- few players, games, moves, ratings, rating changes, a review flag and world records, before any
-- record named its game. How it was made: tests/data/club-d71c58a.md; loaded by tests/server/migrate-d71c58a.test.ts.


CREATE TABLE public.game_flags (
    game_id text NOT NULL,
    reason text NOT NULL,
    at bigint NOT NULL,
    reviewed boolean DEFAULT false NOT NULL
);

CREATE TABLE public.games (
    id text NOT NULL,
    x_player_id text NOT NULL,
    x_name text NOT NULL,
    o_player_id text NOT NULL,
    o_name text NOT NULL,
    start_fen text NOT NULL,
    rules text NOT NULL,
    initial_ms bigint,
    increment_ms bigint,
    rated boolean NOT NULL,
    started_at bigint NOT NULL,
    result text,
    reason text,
    ended_at bigint,
    code text,
    CONSTRAINT games_check CHECK (((initial_ms IS NULL) = (increment_ms IS NULL))),
    CONSTRAINT games_check1 CHECK ((((result IS NULL) = (reason IS NULL)) AND ((result IS NULL) = (ended_at IS NULL)))),
    CONSTRAINT games_result_check CHECK ((result = ANY (ARRAY['x'::text, 'o'::text, 'draw'::text, 'aborted'::text]))),
    CONSTRAINT games_rules_check CHECK ((rules = ANY (ARRAY['arcade'::text, 'classic'::text])))
);

CREATE TABLE public.live_rooms (
    code text NOT NULL,
    epoch integer NOT NULL,
    state jsonb NOT NULL,
    updated_at bigint NOT NULL
);

CREATE TABLE public.moves (
    game_id text NOT NULL,
    ply integer NOT NULL,
    move text NOT NULL,
    clock_ms bigint,
    at bigint NOT NULL,
    CONSTRAINT moves_ply_check CHECK ((ply >= 1))
);

CREATE TABLE public.players (
    id text NOT NULL,
    name text NOT NULL,
    name_key text NOT NULL,
    created_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    password_hash text
);

CREATE TABLE public.rating_changes (
    game_id text NOT NULL,
    player_id text NOT NULL,
    pool text NOT NULL,
    score real NOT NULL,
    rating_before double precision NOT NULL,
    deviation_before double precision NOT NULL,
    rating_after double precision NOT NULL,
    deviation_after double precision NOT NULL,
    volatility_after double precision NOT NULL,
    at bigint NOT NULL,
    CONSTRAINT rating_changes_score_check CHECK ((score = ANY (ARRAY[(0)::real, (0.5)::real, (1)::real])))
);

CREATE TABLE public.ratings (
    player_id text NOT NULL,
    pool text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    volatility double precision NOT NULL,
    games integer NOT NULL,
    wins integer NOT NULL,
    draws integer NOT NULL,
    losses integer NOT NULL,
    updated_at bigint NOT NULL,
    tenth_last_game_at bigint
);

CREATE TABLE public.schema_migrations (
    version integer NOT NULL,
    name text NOT NULL,
    applied_at bigint NOT NULL
);

CREATE TABLE public.world_arcade_bests (
    player_id text NOT NULL,
    points integer NOT NULL,
    initials text NOT NULL,
    cleared integer NOT NULL,
    at bigint NOT NULL,
    record_id bigint NOT NULL
);

CREATE TABLE public.world_level_bests (
    level_id text NOT NULL,
    level_hash text NOT NULL,
    player_id text NOT NULL,
    points integer NOT NULL,
    at bigint NOT NULL,
    record_id bigint NOT NULL
);

CREATE TABLE public.world_points (
    board text NOT NULL,
    points integer NOT NULL,
    players integer NOT NULL,
    CONSTRAINT world_points_players_check CHECK ((players >= 0))
);

CREATE TABLE public.world_rating_counts (
    pool text NOT NULL,
    bucket integer NOT NULL,
    day integer NOT NULL,
    players integer NOT NULL
);

CREATE TABLE public.world_records (
    id bigint NOT NULL,
    player_id text NOT NULL,
    kind text NOT NULL,
    level_id text,
    level_hash text,
    engine_version text NOT NULL,
    points integer NOT NULL,
    cleared integer NOT NULL,
    initials text,
    record jsonb NOT NULL,
    at bigint NOT NULL,
    CONSTRAINT world_records_check CHECK (((kind = 'level'::text) = ((level_id IS NOT NULL) AND (level_hash IS NOT NULL)))),
    CONSTRAINT world_records_check1 CHECK (((kind = 'arcade'::text) = (initials IS NOT NULL))),
    CONSTRAINT world_records_kind_check CHECK ((kind = ANY (ARRAY['level'::text, 'arcade'::text]))),
    CONSTRAINT world_records_points_check CHECK ((points >= 0))
);

CREATE SEQUENCE public.world_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE public.world_records_id_seq OWNED BY public.world_records.id;

CREATE TABLE public.world_submission_days (
    player_id text NOT NULL,
    day integer NOT NULL,
    submissions integer NOT NULL
);

ALTER TABLE ONLY public.world_records ALTER COLUMN id SET DEFAULT nextval('public.world_records_id_seq'::regclass);

INSERT INTO public.game_flags VALUES ('g-classic-blitz', 'same-address', 1796000005000, false);

INSERT INTO public.games VALUES ('g-classic-blitz', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000001000, 'x', 'board-full', 1796000001500, 'CODE0');
INSERT INTO public.games VALUES ('g-arcade-rapid', 'p-bea', 'bea', 'p-cyd', 'cyd', 'x5o/7/7/7/7/7/o5x x 0 1', 'arcade', 600000, 5000, true, 1796000002000, 'draw', 'agreement', 1796000002500, NULL);
INSERT INTO public.games VALUES ('g-arcade-bullet', 'p-cyd', 'cyd', 'p-ada', 'ada', 'x5o/7/7/7/7/7/o5x x 0 1', 'arcade', 60000, 0, true, 1796000003000, 'o', 'flag', 1796000003500, 'CODE2');
INSERT INTO public.games VALUES ('g-untimed', 'p-ada', 'ada', 'p-cyd', 'cyd', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', NULL, NULL, false, 1796000004000, 'aborted', 'aborted', 1796000004500, NULL);
INSERT INTO public.games VALUES ('g-unfinished', 'p-bea', 'bea', 'p-ada', 'ada', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 300000, 3000, false, 1796000005000, NULL, NULL, NULL, 'CODE4');
INSERT INTO public.games VALUES ('g-series-0', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000010000, 'o', 'resign', 1796000010500, NULL);
INSERT INTO public.games VALUES ('g-series-1', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000011000, 'x', 'resign', 1796000011500, NULL);
INSERT INTO public.games VALUES ('g-series-2', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000012000, 'x', 'resign', 1796000012500, NULL);
INSERT INTO public.games VALUES ('g-series-3', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000013000, 'o', 'resign', 1796000013500, NULL);
INSERT INTO public.games VALUES ('g-series-4', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000014000, 'x', 'resign', 1796000014500, NULL);
INSERT INTO public.games VALUES ('g-series-5', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000015000, 'x', 'resign', 1796000015500, NULL);
INSERT INTO public.games VALUES ('g-series-6', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000016000, 'o', 'resign', 1796000016500, NULL);
INSERT INTO public.games VALUES ('g-series-7', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000017000, 'x', 'resign', 1796000017500, NULL);
INSERT INTO public.games VALUES ('g-series-8', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000018000, 'x', 'resign', 1796000018500, NULL);
INSERT INTO public.games VALUES ('g-series-9', 'p-ada', 'ada', 'p-bea', 'bea', 'x5o/7/7/7/7/7/o5x x 0 1', 'classic', 180000, 2000, true, 1796000019000, 'o', 'resign', 1796000019500, NULL);

INSERT INTO public.moves VALUES ('g-classic-blitz', 1, 'a7b6', 180000, 1796000001001);
INSERT INTO public.moves VALUES ('g-classic-blitz', 2, 'g7f6', 179900, 1796000001002);
INSERT INTO public.moves VALUES ('g-arcade-rapid', 1, 'a7b6', 600000, 1796000002001);
INSERT INTO public.moves VALUES ('g-arcade-rapid', 2, 'g7f6', 599900, 1796000002002);
INSERT INTO public.moves VALUES ('g-arcade-rapid', 3, 'b6c5', 599800, 1796000002003);
INSERT INTO public.moves VALUES ('g-arcade-bullet', 1, 'a7b6', 60000, 1796000003001);
INSERT INTO public.moves VALUES ('g-arcade-bullet', 2, 'g7f6', 59900, 1796000003002);
INSERT INTO public.moves VALUES ('g-arcade-bullet', 3, 'b6c5', 59800, 1796000003003);
INSERT INTO public.moves VALUES ('g-arcade-bullet', 4, 'f6e5', 59700, 1796000003004);
INSERT INTO public.moves VALUES ('g-untimed', 1, 'a7b6', NULL, 1796000004001);
INSERT INTO public.moves VALUES ('g-untimed', 2, 'g7f6', NULL, 1796000004002);
INSERT INTO public.moves VALUES ('g-unfinished', 1, 'a7b6', 300000, 1796000005001);
INSERT INTO public.moves VALUES ('g-unfinished', 2, 'g7f6', 299900, 1796000005002);
INSERT INTO public.moves VALUES ('g-unfinished', 3, 'b6c5', 299800, 1796000005003);
INSERT INTO public.moves VALUES ('g-series-0', 1, 'a7b6', 179000, 1796000010001);
INSERT INTO public.moves VALUES ('g-series-1', 1, 'a7b6', 179000, 1796000011001);
INSERT INTO public.moves VALUES ('g-series-2', 1, 'a7b6', 179000, 1796000012001);
INSERT INTO public.moves VALUES ('g-series-3', 1, 'a7b6', 179000, 1796000013001);
INSERT INTO public.moves VALUES ('g-series-4', 1, 'a7b6', 179000, 1796000014001);
INSERT INTO public.moves VALUES ('g-series-5', 1, 'a7b6', 179000, 1796000015001);
INSERT INTO public.moves VALUES ('g-series-6', 1, 'a7b6', 179000, 1796000016001);
INSERT INTO public.moves VALUES ('g-series-7', 1, 'a7b6', 179000, 1796000017001);
INSERT INTO public.moves VALUES ('g-series-8', 1, 'a7b6', 179000, 1796000018001);
INSERT INTO public.moves VALUES ('g-series-9', 1, 'a7b6', 179000, 1796000019001);

INSERT INTO public.players VALUES ('p-bea', 'bea', 'bea', 1796000000001, 1796000000001, NULL);
INSERT INTO public.players VALUES ('p-cyd', 'cyd', 'cyd', 1796000000002, 1796000000002, NULL);
INSERT INTO public.players VALUES ('p-ada', 'ada', 'ada', 1796000000000, 1796000000000, 'scrypt$fixture$hash');

INSERT INTO public.rating_changes VALUES ('g-classic-blitz', 'p-ada', 'classic-blitz', 1, 1500, 350, 1662.3108939062977, 290.31896371798047, 0.05999967537233814, 1796000001500);
INSERT INTO public.rating_changes VALUES ('g-classic-blitz', 'p-bea', 'classic-blitz', 0, 1500, 350, 1337.6891060937023, 290.31896371798047, 0.05999967537233814, 1796000001500);
INSERT INTO public.rating_changes VALUES ('g-arcade-rapid', 'p-bea', 'arcade-rapid', 0.5, 1500, 350, 1500, 290.31896161384265, 0.05999896144314354, 1796000002500);
INSERT INTO public.rating_changes VALUES ('g-arcade-rapid', 'p-cyd', 'arcade-rapid', 0.5, 1500, 350, 1500, 290.31896161384265, 0.05999896144314354, 1796000002500);
INSERT INTO public.rating_changes VALUES ('g-arcade-bullet', 'p-cyd', 'arcade-bullet', 0, 1500, 350, 1337.6891060937023, 290.31896371798047, 0.05999967537233814, 1796000003500);
INSERT INTO public.rating_changes VALUES ('g-arcade-bullet', 'p-ada', 'arcade-bullet', 1, 1500, 350, 1662.3108939062977, 290.31896371798047, 0.05999967537233814, 1796000003500);
INSERT INTO public.rating_changes VALUES ('g-series-0', 'p-ada', 'classic-blitz', 0, 1662.3108939062977, 290.31896371798047, 1433.0601092699176, 260.48877518890885, 0.06000173569164599, 1796000010500);
INSERT INTO public.rating_changes VALUES ('g-series-0', 'p-bea', 'classic-blitz', 1, 1337.6891060937023, 290.31896371798047, 1566.9398907300824, 260.48877518890885, 0.06000173569164599, 1796000010500);
INSERT INTO public.rating_changes VALUES ('g-series-1', 'p-ada', 'classic-blitz', 1, 1433.0601092699176, 260.48877518890885, 1581.7422922430972, 228.06872397849094, 0.06000227895712241, 1796000011500);
INSERT INTO public.rating_changes VALUES ('g-series-1', 'p-bea', 'classic-blitz', 0, 1566.9398907300824, 260.48877518890885, 1418.2577077569028, 228.06872397849094, 0.06000227895712241, 1796000011500);
INSERT INTO public.rating_changes VALUES ('g-series-2', 'p-ada', 'classic-blitz', 1, 1581.7422922430972, 228.06872397849094, 1643.8085656439462, 204.54230046428495, 0.06000131406764039, 1796000012500);
INSERT INTO public.rating_changes VALUES ('g-series-2', 'p-bea', 'classic-blitz', 0, 1418.2577077569028, 228.06872397849094, 1356.1914343560538, 204.54230046428495, 0.06000131406764039, 1796000012500);
INSERT INTO public.rating_changes VALUES ('g-series-3', 'p-ada', 'classic-blitz', 0, 1643.8085656439462, 204.54230046428495, 1503.6100839626001, 190.46861726724654, 0.06000455351096979, 1796000013500);
INSERT INTO public.rating_changes VALUES ('g-series-3', 'p-bea', 'classic-blitz', 1, 1356.1914343560538, 204.54230046428495, 1496.3899160373999, 190.46861726724654, 0.06000455351096979, 1796000013500);
INSERT INTO public.rating_changes VALUES ('g-series-4', 'p-ada', 'classic-blitz', 1, 1503.6100839626001, 190.46861726724654, 1575.7274010285978, 172.65090316203282, 0.06000412949646887, 1796000014500);
INSERT INTO public.rating_changes VALUES ('g-series-4', 'p-bea', 'classic-blitz', 0, 1496.3899160373999, 190.46861726724654, 1424.2725989714022, 172.65090316203282, 0.06000412949646887, 1796000014500);
INSERT INTO public.rating_changes VALUES ('g-series-5', 'p-ada', 'classic-blitz', 1, 1575.7274010285978, 172.65090316203282, 1616.8982733814646, 160.23149701853993, 0.06000296958084151, 1796000015500);
INSERT INTO public.rating_changes VALUES ('g-series-5', 'p-bea', 'classic-blitz', 0, 1424.2725989714022, 172.65090316203282, 1383.1017266185354, 160.23149701853993, 0.06000296958084151, 1796000015500);
INSERT INTO public.rating_changes VALUES ('g-series-6', 'p-ada', 'classic-blitz', 0, 1616.8982733814646, 160.23149701853993, 1526.190975657015, 151.67168695497637, 0.060006310219605265, 1796000016500);
INSERT INTO public.rating_changes VALUES ('g-series-6', 'p-bea', 'classic-blitz', 1, 1383.1017266185354, 160.23149701853993, 1473.809024342985, 151.67168695497637, 0.06000631021960529, 1796000016500);
INSERT INTO public.rating_changes VALUES ('g-series-7', 'p-ada', 'classic-blitz', 1, 1526.190975657015, 151.67168695497637, 1571.1739668930013, 141.60705588281425, 0.06000551920016202, 1796000017500);
INSERT INTO public.rating_changes VALUES ('g-series-7', 'p-bea', 'classic-blitz', 0, 1473.809024342985, 151.67168695497637, 1428.8260331069987, 141.60705588281425, 0.06000551920016205, 1796000017500);
INSERT INTO public.rating_changes VALUES ('g-series-8', 'p-ada', 'classic-blitz', 1, 1571.1739668930013, 141.60705588281425, 1601.5170379744848, 134.094983435784, 0.06000425698888184, 1796000018500);
INSERT INTO public.rating_changes VALUES ('g-series-8', 'p-bea', 'classic-blitz', 0, 1428.8260331069987, 141.60705588281425, 1398.4829620255152, 134.094983435784, 0.06000425698888187, 1796000018500);
INSERT INTO public.rating_changes VALUES ('g-series-9', 'p-ada', 'classic-blitz', 0, 1601.5170379744848, 134.094983435784, 1536.3454883365005, 128.45876473416436, 0.06000756818996321, 1796000019500);
INSERT INTO public.rating_changes VALUES ('g-series-9', 'p-bea', 'classic-blitz', 1, 1398.4829620255152, 134.094983435784, 1463.6545116634995, 128.45876473416436, 0.060007568189963265, 1796000019500);

INSERT INTO public.ratings VALUES ('p-bea', 'arcade-rapid', 1500, 290.31896161384265, 0.05999896144314354, 1, 0, 1, 0, 1796000002500, NULL);
INSERT INTO public.ratings VALUES ('p-cyd', 'arcade-rapid', 1500, 290.31896161384265, 0.05999896144314354, 1, 0, 1, 0, 1796000002500, NULL);
INSERT INTO public.ratings VALUES ('p-cyd', 'arcade-bullet', 1337.6891060937023, 290.31896371798047, 0.05999967537233814, 1, 0, 0, 1, 1796000003500, NULL);
INSERT INTO public.ratings VALUES ('p-ada', 'arcade-bullet', 1662.3108939062977, 290.31896371798047, 0.05999967537233814, 1, 1, 0, 0, 1796000003500, NULL);
INSERT INTO public.ratings VALUES ('p-ada', 'classic-blitz', 1536.3454883365005, 128.45876473416436, 0.06000756818996321, 11, 7, 0, 4, 1796000019500, 1796000010500);
INSERT INTO public.ratings VALUES ('p-bea', 'classic-blitz', 1463.6545116634995, 128.45876473416436, 0.060007568189963265, 11, 4, 0, 7, 1796000019500, 1796000010500);

INSERT INTO public.schema_migrations VALUES (1, 'players, games and moves', 1796646758137);
INSERT INTO public.schema_migrations VALUES (2, 'passwords', 1796646758140);
INSERT INTO public.schema_migrations VALUES (3, 'ratings, rating history and review flags', 1796646758154);
INSERT INTO public.schema_migrations VALUES (4, 'world records, world tables and daily submission counts', 1796646758180);
INSERT INTO public.schema_migrations VALUES (5, 'live rooms', 1796646758185);
INSERT INTO public.schema_migrations VALUES (6, 'invite codes of kept games', 1796646758188);

INSERT INTO public.world_arcade_bests VALUES ('p-ada', 4200, 'ADA', 7, 1796000022000, 3);
INSERT INTO public.world_arcade_bests VALUES ('p-cyd', 3100, 'CYD', 5, 1796000023000, 4);

INSERT INTO public.world_level_bests VALUES ('w1-01', 'aaaaaaaaaaaaaa', 'p-ada', 120, 1796000020000, 1);
INSERT INTO public.world_level_bests VALUES ('w1-01', 'aaaaaaaaaaaaaa', 'p-bea', 90, 1796000021000, 2);

INSERT INTO public.world_points VALUES ('level:w1-01:aaaaaaaaaaaaaa', 120, 1);
INSERT INTO public.world_points VALUES ('level:w1-01:aaaaaaaaaaaaaa', 90, 1);
INSERT INTO public.world_points VALUES ('arcade', 4200, 1);
INSERT INTO public.world_points VALUES ('arcade', 3100, 1);

INSERT INTO public.world_rating_counts VALUES ('classic-blitz', 160, 20787, 0);
INSERT INTO public.world_rating_counts VALUES ('classic-blitz', 153, 20787, 1);
INSERT INTO public.world_rating_counts VALUES ('classic-blitz', 139, 20787, 0);
INSERT INTO public.world_rating_counts VALUES ('classic-blitz', 146, 20787, 1);

INSERT INTO public.world_records VALUES (1, 'p-ada', 'level', 'w1-01', 'aaaaaaaaaaaaaa', 'infection-fixture', 120, 1, NULL, '{"kind": "level", "moves": ["a7b6"], "levelId": "w1-01"}', 1796000020000);
INSERT INTO public.world_records VALUES (2, 'p-bea', 'level', 'w1-01', 'aaaaaaaaaaaaaa', 'infection-fixture', 90, 1, NULL, '{"kind": "level", "moves": ["g7f6"], "levelId": "w1-01"}', 1796000021000);
INSERT INTO public.world_records VALUES (3, 'p-ada', 'arcade', NULL, NULL, 'infection-fixture', 4200, 7, 'ADA', '{"kind": "arcade", "runs": 1}', 1796000022000);
INSERT INTO public.world_records VALUES (4, 'p-cyd', 'arcade', NULL, NULL, 'infection-fixture', 3100, 5, 'CYD', '{"kind": "arcade", "runs": 2}', 1796000023000);

INSERT INTO public.world_submission_days VALUES ('p-ada', 20790, 1);

SELECT pg_catalog.setval('public.world_records_id_seq', 4, true);

ALTER TABLE ONLY public.game_flags
    ADD CONSTRAINT game_flags_pkey PRIMARY KEY (game_id, reason);

ALTER TABLE ONLY public.games
    ADD CONSTRAINT games_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.live_rooms
    ADD CONSTRAINT live_rooms_pkey PRIMARY KEY (code);

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_pkey PRIMARY KEY (game_id, ply);

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_name_key_key UNIQUE (name_key);

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.rating_changes
    ADD CONSTRAINT rating_changes_pkey PRIMARY KEY (game_id, player_id);

ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_pkey PRIMARY KEY (player_id, pool);

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY public.world_arcade_bests
    ADD CONSTRAINT world_arcade_bests_pkey PRIMARY KEY (player_id);

ALTER TABLE ONLY public.world_level_bests
    ADD CONSTRAINT world_level_bests_pkey PRIMARY KEY (level_id, level_hash, player_id);

ALTER TABLE ONLY public.world_points
    ADD CONSTRAINT world_points_pkey PRIMARY KEY (board, points);

ALTER TABLE ONLY public.world_rating_counts
    ADD CONSTRAINT world_rating_counts_pkey PRIMARY KEY (pool, day, bucket);

ALTER TABLE ONLY public.world_records
    ADD CONSTRAINT world_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.world_submission_days
    ADD CONSTRAINT world_submission_days_pkey PRIMARY KEY (player_id, day);

CREATE INDEX game_flags_unreviewed ON public.game_flags USING btree (at) WHERE (NOT reviewed);

CREATE INDEX games_by_code ON public.games USING btree (code, started_at DESC) WHERE (code IS NOT NULL);

CREATE INDEX games_by_o_player ON public.games USING btree (o_player_id, started_at DESC);

CREATE INDEX games_by_x_player ON public.games USING btree (x_player_id, started_at DESC);

CREATE INDEX games_unfinished ON public.games USING btree (started_at) WHERE (result IS NULL);

CREATE INDEX rating_changes_by_player ON public.rating_changes USING btree (player_id, pool, at);

CREATE INDEX ratings_by_place ON public.ratings USING btree (pool, rating DESC, player_id) INCLUDE (tenth_last_game_at);

CREATE INDEX ratings_by_pool ON public.ratings USING btree (pool, rating DESC, player_id);

CREATE INDEX world_arcade_bests_by_place ON public.world_arcade_bests USING btree (points DESC, at, player_id) INCLUDE (initials);

CREATE INDEX world_level_bests_by_place ON public.world_level_bests USING btree (level_id, level_hash, points DESC, at, player_id);

CREATE INDEX world_level_bests_by_player ON public.world_level_bests USING btree (player_id);

CREATE INDEX world_records_by_player ON public.world_records USING btree (player_id, kind, points DESC);

ALTER TABLE ONLY public.game_flags
    ADD CONSTRAINT game_flags_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.moves
    ADD CONSTRAINT moves_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.rating_changes
    ADD CONSTRAINT rating_changes_game_id_fkey FOREIGN KEY (game_id) REFERENCES public.games(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.world_arcade_bests
    ADD CONSTRAINT world_arcade_bests_record_id_fkey FOREIGN KEY (record_id) REFERENCES public.world_records(id);

ALTER TABLE ONLY public.world_level_bests
    ADD CONSTRAINT world_level_bests_record_id_fkey FOREIGN KEY (record_id) REFERENCES public.world_records(id);

