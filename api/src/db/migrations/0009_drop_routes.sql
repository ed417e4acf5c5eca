-- Issue 38: the route table is the shared kernel's route descriptor, which every front end and
-- this api bundle; the database's copy (written by the seed, answered by GET /api/routes) had no
-- reader and could only drift from it.
drop table routes;
